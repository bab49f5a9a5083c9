import { Button } from "@chakra-ui/react";
import type { OpportunityStatus } from "../../../graphql/__generated__/graphql";
import { LINK_NOT_AVAILABLE } from "../labels";

type ApplyActionProps = { status: OpportunityStatus; link: string };

// SPEC.md section 2: closed wins over a missing link; otherwise the external application page.
export const ApplyAction = ({ status, link }: ApplyActionProps) => {
  if (status === "CLOSED") {
    return (
      <Button disabled size="lg">
        Application Closed
      </Button>
    );
  }
  if (!link.trim() || link === LINK_NOT_AVAILABLE) {
    return (
      <Button disabled size="lg">
        Application Link Not Available
      </Button>
    );
  }
  return (
    <Button asChild colorPalette="teal" size="lg">
      <a href={link} target="_blank" rel="noopener noreferrer">
        Apply Now
      </a>
    </Button>
  );
};
