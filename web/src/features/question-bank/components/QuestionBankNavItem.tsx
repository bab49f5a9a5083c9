import { useAuthContext } from "../../../auth/AuthContext";
import { NavItemLink } from "../../../components/app-shell/NavItemLink";
import { QUESTION_BANK_PATH } from "../paths";

// "Question bank" in the navigation, beside "Grading": for tutors and admins only. A plain link
// (no count), so the shell loads nothing more for it.
export const QuestionBankNavItem = ({ onClick }: { onClick?: () => void }) => {
  const { user } = useAuthContext();
  if (user?.role !== "tutor" && user?.role !== "admin") return null;
  return (
    <li>
      <NavItemLink to={QUESTION_BANK_PATH} onClick={onClick}>
        Question bank
      </NavItemLink>
    </li>
  );
};
