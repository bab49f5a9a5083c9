import { SearchBox, type SearchBoxProps } from "../../../components/SearchBox";

export const MessageSearch = (props: SearchBoxProps) => <SearchBox {...props} region="Messages" placeholder="Search by name, email or message..." />;
