import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { loginSupplier } from "@/lib/accounts";
import type { LoginInput } from "@/types/api";
import { messageOf } from "@/lib/api";
import { refreshSession } from "@/lib/session-query";
import { AreaLogin } from "@/components/account/AreaLogin";
import { BLOCKED_MESSAGE, supplierLoginDestination } from "@/lib/destinations";

// /vendor/login (SPEC section 2): email, password, 'LOG IN'. Outcomes as on the
// Supplier Login tab: blocked → message; not verified → the registration flow;
// verified → /vendor/document.

export function SupplierLoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [blocked, setBlocked] = useState(false);
  const login = useMutation({
    mutationFn: (values: Omit<LoginInput, "remember">) => loginSupplier({ ...values, remember: false }),
    onMutate: () => setBlocked(false),
    onSuccess: async (result) => {
      if (result.blocked) {
        setBlocked(true);
        return;
      }
      toast.success("Supplier Login Successful!");
      await refreshSession(queryClient).catch(() => undefined);
      navigate(supplierLoginDestination(result, params.get("redirect")), { replace: true });
    },
  });

  const error = blocked
    ? BLOCKED_MESSAGE
    : login.isError
      ? messageOf(login.error, "Login failed. Please try again.")
      : null;

  return (
    <AreaLogin
      eyebrow="Supplier portal"
      title="Supplier Login"
      busy={login.isPending}
      error={error}
      onSubmit={(values) => login.mutate(values)}
      footer={
        <>
          New supplier? <a href="/supplierRegister">Register your business</a>
          <br />
          <a href="/">← Back to the website</a>
        </>
      }
    />
  );
}
