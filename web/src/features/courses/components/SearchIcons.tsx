import { Icon, type IconProps } from "@chakra-ui/react";

export const SearchIcon = (props: IconProps) => (
  <Icon {...props} asChild>
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <line x1="16.5" y1="16.5" x2="21" y2="21" />
    </svg>
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon {...props} asChild>
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <line x1="6" y1="6" x2="18" y2="18" />
      <line x1="18" y1="6" x2="6" y2="18" />
    </svg>
  </Icon>
);
