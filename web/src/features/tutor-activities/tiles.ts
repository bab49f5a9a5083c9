import type { Tile } from "../../components/TileGrid";

// SPEC.md section 2: the tutor dashboard's tiles.
export const TUTOR_TILES: readonly Tile[] = [
  { title: "Create Activity", description: "Post new study material for your learners.", to: "/create-activity" },
  { title: "Manage Activities", description: "Open your activities to add chapters and quizzes.", to: "/manage-activity" },
  { title: "Create Course", description: "Start a new course with its question set.", to: "/create-course" },
  { title: "Manage Courses", description: "Edit, review or remove existing courses.", to: "/manage-courses" },
  { title: "Add Past Paper", description: "Upload a test or exam as a PDF.", to: "/add-paper" },
  { title: "Manage Papers", description: "Review and remove uploaded past papers.", to: "/manage-papers" },
];
