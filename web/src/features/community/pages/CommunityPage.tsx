import { useAuthContext } from "../../../auth/AuthContext";
import { usePageTitle } from "../../../components/usePageTitle";
import { CommunityGuest } from "../components/CommunityGuest";
import { CommunityMember } from "../components/CommunityMember";

// The route is signed-in only, but the visitors' variant of SPEC.md stays available here.
export const CommunityPage = () => {
  const { user } = useAuthContext();
  usePageTitle(user ? "Community" : "Join the Community");
  return user ? <CommunityMember /> : <CommunityGuest />;
};
