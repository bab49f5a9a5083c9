import { Box, Flex, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { useAuthContext } from "../../auth/AuthContext";
import { APP_NAME } from "../usePageTitle";
import { NavItemLink } from "./NavItemLink";

export const SUPPORT_EMAIL = "support@learnhub.dev";
export const SUPPORT_PHONE = "+27 21 555 0142";

export const Footer = () => {
  const { user } = useAuthContext();
  const year = new Date().getFullYear();

  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="auto">
      <Flex maxW="6xl" mx="auto" px="4" py="8" gap="6" direction={{ base: "column", md: "row" }} justify="space-between">
        <nav aria-label="Footer">
          <HStack as="ul" listStyleType="none" gap="5" wrap="wrap">
            <li>
              <NavItemLink to="/about">About</NavItemLink>
            </li>
            <li>
              <NavItemLink to="/contact">Contact</NavItemLink>
            </li>
            <li>
              <NavItemLink to="/privacy-policy">Privacy Policy</NavItemLink>
            </li>
            <li>
              {user ? <NavItemLink to="/profile">Profile</NavItemLink> : <NavItemLink to="/login">Login</NavItemLink>}
            </li>
          </HStack>
        </nav>
        <Stack as="address" gap="1" fontStyle="normal" fontSize="sm">
          <ChakraLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</ChakraLink>
          <ChakraLink href={`tel:${SUPPORT_PHONE.replace(/\s/g, "")}`}>{SUPPORT_PHONE}</ChakraLink>
        </Stack>
      </Flex>
      <Text textAlign="center" fontSize="sm" color="fg.muted" pb="6">
        © {year} {APP_NAME}. All rights reserved.
      </Text>
    </Box>
  );
};
