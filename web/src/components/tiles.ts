import type { Tile } from "./TileGrid";

// Every screen a dashboard tile leads to, named and described once: the admin and tutor dashboards
// share four of them, and a tile reads the same on each. SPEC.md section 2 lists each dashboard's
// tiles by path; the titles and descriptions are ours.
const DESTINATIONS = {
  "/profile": { title: "My Profile", description: "View and update your personal details." },
  "/activity": { title: "Activities", description: "Browse study activities posted by tutors." },
  "/quiz/results": { title: "My Quiz Results", description: "Review every quiz attempt and its score." },
  "/papers": { title: "Past Papers", description: "Practise with past tests, exams and assignments." },
  "/connections": { title: "Opportunities", description: "Find bursaries, hackathons, internships and jobs." },
  "/books": { title: "Free Books", description: "Search free programming books to read or download." },
  "/create-activity": { title: "Create Activity", description: "Post new study material for your learners." },
  "/manage-activity": { title: "Manage Activities", description: "Open your activities to add chapters and quizzes." },
  "/add-paper": { title: "Add Past Paper", description: "Upload a test or exam as a PDF, with an optional cover image." },
  "/create-course": { title: "Create Course", description: "Start a new course and add its questions." },
  "/manage-courses": { title: "Manage Courses", description: "Search, edit and delete courses." },
  "/manage-papers": { title: "Manage Papers", description: "Review, edit and delete past papers." },
  // Not in SPEC.md: the essays waiting for their tutor's grade.
  "/grading": { title: "Grading", description: "Grade your learners' essays, oldest first." },
  "/opportunity": { title: "Manage Opportunities", description: "Edit and delete bursaries, hackathons and jobs." },
  "/add-opportunity": { title: "Add Opportunity", description: "Post a new bursary, hackathon, internship or job." },
  "/contact-messages": { title: "Contact Messages", description: "Read, reply to and delete contact messages." },
  "/user-management": { title: "User Management", description: "Edit accounts, change roles and delete users." },
  // Not in SPEC.md: every change and every refused request (issue 39).
  "/audit-log": { title: "Audit Log", description: "See who changed what, with the app or an API token, and every refused request." },
  // Not in SPEC.md: the mail the platform caught while no mail server is set up.
  "/dev/mailbox": {
    title: "Development Mailbox",
    description: "Read the e-mails the platform sent (password resets, replies) when no mail server is set up.",
  },
} as const satisfies Record<string, Omit<Tile, "to">>;

export type TilePath = keyof typeof DESTINATIONS;

// A dashboard's tiles, in the order given.
export const tilesTo = (...paths: readonly TilePath[]): readonly Tile[] => paths.map((to) => ({ ...DESTINATIONS[to], to }));
