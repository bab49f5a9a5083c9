import { SearchBox, type SearchBoxProps } from "../../../components/SearchBox";

export const UserSearch = (props: SearchBoxProps) => (
  <SearchBox {...props} region="Users" placeholder="Search by name, surname or email..." maxW={{ base: "full", md: "lg" }} />
);
