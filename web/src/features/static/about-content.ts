import { SUPPORT_EMAIL, SUPPORT_PHONE } from "../../components/app-shell/Footer";

export type SocialLink = { label: string; href: string };

// The developer's profile in one place, so it can be updated without touching the page.
export const DEVELOPER = {
  name: "The LearnHub Developer",
  role: "Full-stack developer and tutor",
  location: "Cape Town, South Africa",
  email: SUPPORT_EMAIL,
  phone: SUPPORT_PHONE,
  bio: [
    "I build LearnHub for application-development students: the kind of platform I wished I had while studying. It brings together flash-card courses, past papers, opportunities such as bursaries and internships, and quizzes written by tutors.",
    "I work across the whole stack, from the database and GraphQL API to the screens you use every day, with a focus on accessible, fast pages that work well on a phone.",
    "When I am not coding, I mentor first-year students and collect past exam papers so the next group has an easier start.",
  ],
  skills: ["TypeScript", "React", "GraphQL", "Node.js", "PostgreSQL", "Accessibility"],
  social: [
    { label: "GitHub", href: "https://github.com/" },
    { label: "LinkedIn", href: "https://www.linkedin.com/" },
    { label: "X (Twitter)", href: "https://x.com/" },
  ] satisfies SocialLink[],
} as const;
