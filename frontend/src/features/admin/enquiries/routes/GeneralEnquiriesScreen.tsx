import { Tab, TabList, TabPanel, Tabs } from "@/components/ui/Tabs";
import { ScreenHead } from "../../components/crud";
import { FeedbackList } from "../components/FeedbackList";
import { GeneralEnquiryList } from "../components/GeneralEnquiryList";

// /admin/enquiry: the contact messages with their Open/Close selector, and beside them the
// visitor feedback from the home page's dialog (stored, and until now read by nobody).

export function GeneralEnquiriesScreen() {
  return (
    <>
      <ScreenHead title="General Enquiries" />
      <Tabs defaultValue="enquiries">
        <TabList aria-label="Messages">
          <Tab value="enquiries">Enquiries</Tab>
          <Tab value="feedback">Visitor feedback</Tab>
        </TabList>
        <TabPanel value="enquiries">
          <GeneralEnquiryList />
        </TabPanel>
        <TabPanel value="feedback">
          <FeedbackList />
        </TabPanel>
      </Tabs>
    </>
  );
}
