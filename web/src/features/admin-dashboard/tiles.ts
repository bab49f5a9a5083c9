import type { Tile } from "../../components/TileGrid";

// SPEC.md section 2: the admin dashboard's tiles, in the order given there.
export const ADMIN_TILES: readonly Tile[] = [
  { title: "Add Paper", description: "Upload a new past paper with its PDF.", to: "/add-paper" },
  { title: "Create Course", description: "Start a new course and add its questions.", to: "/create-course" },
  { title: "Manage Courses", description: "Search, edit and delete courses.", to: "/manage-courses" },
  { title: "Manage Papers", description: "Review and delete past papers.", to: "/manage-papers" },
  { title: "Manage Opportunities", description: "Edit and delete bursaries, hackathons and jobs.", to: "/opportunity" },
  { title: "Add Opportunity", description: "Post a new bursary, hackathon, internship or job.", to: "/add-opportunity" },
  { title: "Contact Messages", description: "Read, reply to and delete contact messages.", to: "/contact-messages" },
  { title: "User Management", description: "Edit accounts, change roles and delete users.", to: "/user-management" },
];

// Not in SPEC.md's list, so apart from it: the mail the platform caught while no mail server is set up.
export const DEVELOPER_TILES: readonly Tile[] = [
  {
    title: "Development Mailbox",
    description: "Read the e-mails the platform sent (password resets, replies) when no mail server is set up.",
    to: "/dev/mailbox",
  },
];
