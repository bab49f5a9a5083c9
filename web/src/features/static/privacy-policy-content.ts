import { SUPPORT_EMAIL, SUPPORT_PHONE } from "../../components/app-shell/Footer";

// SPEC.md sections 2 and 9: twelve sections, dated July 01, 2025, operator based in South Africa.
export const PRIVACY_POLICY_DATE = "July 01, 2025";
export const PRIVACY_POLICY_DATE_ISO = "2025-07-01";

export type PolicySection = { id: string; title: string; paragraphs: readonly string[]; points?: readonly string[] };

export const PRIVACY_POLICY_INTRO = [
  'LearnHub ("we", "us", "our") is an online learning platform for application-development students, operated from South Africa. We process personal information in line with the Protection of Personal Information Act 4 of 2013 (POPIA).',
  "This policy explains what we collect when you visit, sign up, learn or contact us, why we collect it, and the choices and rights you have.",
];

export const PRIVACY_POLICY_SECTIONS: readonly PolicySection[] = [
  {
    id: "information-we-collect",
    title: "Information We Collect",
    paragraphs: ["We collect only what we need to run the platform:"],
    points: [
      "Account details: your first name, last name, email address and password (stored only as a secure hash, never in plain text).",
      "Profile details you choose to add, such as a bio, location, website, phone number or avatar.",
      "Learning activity: your quiz attempts, the answers you select, your scores and when you submitted them.",
      "Content created by tutors and administrators, such as courses, activities, chapters, quizzes, past papers and opportunities, with the name of the person who posted it.",
      "Contact messages: the name, email address and message you send through the contact form.",
      "Technical information: your IP address and basic request details, used to keep the service secure and to limit abuse.",
    ],
  },
  {
    id: "how-we-use-it",
    title: "How We Use Your Information",
    paragraphs: [
      "We use your information to create and secure your account, sign you in, show you courses and learning material, record and show your quiz results, answer your messages and keep the platform safe from misuse.",
      "We process personal information because it is necessary to provide the service you signed up for, because you consented, because the law requires it, or for our legitimate interest in running a secure platform. We do not sell your information and we do not send marketing messages without your consent.",
    ],
  },
  {
    id: "cookies-and-local-storage",
    title: "Cookies and Local Storage",
    paragraphs: [
      "We do not use advertising or tracking cookies.",
      "When you log in or sign up, your session is kept in your browser's local storage under the key user. It holds your account id, name, surname, email address, role and a sign-in token, so you stay signed in between visits. Logging out removes it; clearing your browser's site data removes it too. Please log out when you use a shared device.",
    ],
  },
  {
    id: "sharing",
    title: "Sharing Your Information",
    paragraphs: [
      "We do not sell, rent or trade your personal information. It is shared only where needed:",
    ],
    points: [
      "Inside the platform: administrators can see account details and contact messages to manage the service; tutors' names appear on the activities they post.",
      "With service providers who host the platform or deliver our emails, under written agreements that require them to protect your information as POPIA requires.",
      "When the law requires it, or to protect the rights and safety of our users.",
    ],
  },
  {
    id: "security",
    title: "Data Security",
    paragraphs: [
      "We protect your information with reasonable technical and organisational measures: passwords are hashed, connections are encrypted, access is limited by role, and sign-in tokens can be revoked (changing your password signs out your other sessions).",
      "No system is completely secure. If we believe your personal information has been accessed without authorisation, we will notify you and the Information Regulator as POPIA requires.",
    ],
  },
  {
    id: "retention",
    title: "Data Retention",
    paragraphs: [
      "We keep your account information and learning history for as long as your account is active. Contact messages are kept for as long as needed to respond and deal with any follow-up.",
      "When information is no longer needed, we delete or de-identify it, unless the law requires us to keep it for longer.",
    ],
  },
  {
    id: "your-rights",
    title: "Your Rights",
    paragraphs: ["Under POPIA you have the right to:"],
    points: [
      "ask whether we hold personal information about you and request a copy of it;",
      "ask us to correct or update information that is inaccurate or incomplete;",
      "ask us to delete your information or your account;",
      "object to processing and withdraw consent you have given, at any time;",
      "lodge a complaint with the Information Regulator of South Africa (inforegulator.org.za).",
    ],
  },
  {
    id: "children",
    title: "Children's Privacy",
    paragraphs: [
      "LearnHub is intended for students aged 18 and older. We do not knowingly collect personal information from children under 18 without the consent of a parent or guardian. If you believe a child has given us personal information, please contact us and we will delete it.",
    ],
  },
  {
    id: "international-transfers",
    title: "International Transfers",
    paragraphs: [
      "Some of our service providers may store or process information outside South Africa. We only transfer personal information across borders where POPIA allows it: where the recipient is bound by laws or agreements that give protection similar to POPIA, or where you have consented.",
    ],
  },
  {
    id: "third-party-links",
    title: "Third-Party Links and Services",
    paragraphs: [
      "The free programming books search sends the words you search for to a third-party books service, and its results link to books hosted on other websites. Opportunities and past papers may also link to external sites.",
      "We do not control these services or websites, and their own privacy policies apply when you use them.",
    ],
  },
  {
    id: "changes",
    title: "Changes to This Policy",
    paragraphs: [
      "We may update this policy from time to time. The date at the top of this page shows when it last changed. When we make important changes, we will let you know on the platform.",
    ],
  },
  {
    id: "contact",
    title: "Contact Us",
    paragraphs: [
      `For questions about this policy or to exercise your rights, email ${SUPPORT_EMAIL}, call ${SUPPORT_PHONE}, or send us a message through the contact page.`,
    ],
  },
];
