import type { Tile } from "../../components/TileGrid";

// SPEC.md section 2: the user dashboard's tiles.
export const DASHBOARD_TILES: readonly Tile[] = [
  { title: "My Profile", description: "View and update your personal details.", to: "/profile" },
  { title: "Activities", description: "Browse study activities posted by tutors.", to: "/activity" },
  { title: "My Quiz Results", description: "Review every quiz attempt and its score.", to: "/quiz/results" },
  { title: "Past Papers", description: "Practise with past tests, exams and assignments.", to: "/papers" },
  { title: "Opportunities", description: "Find bursaries, hackathons, internships and jobs.", to: "/connections" },
  { title: "Free Books", description: "Search free programming books to read or download.", to: "/books" },
];
