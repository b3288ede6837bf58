import { Link } from "react-router";
import { Panel, Title } from "./portal-ui";

export function SupplierNotFound() {
  return (
    <>
      <Title>Page not found</Title>
      <Panel>
        <p>
          There is no such portal screen. <Link to="/vendor/document">Back to your documents</Link>
        </p>
      </Panel>
    </>
  );
}
