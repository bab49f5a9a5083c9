const BASE_TAG = '<base target="_blank">';

// The mail's HTML for a sandboxed srcdoc frame, with links opening in a new tab: inside the frame
// they would load into the frame itself. A <base> must come before the links, so it goes first in <head>.
export const withLinksInNewTab = (html: string): string => {
  if (/<head(\s[^>]*)?>/i.test(html)) return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${BASE_TAG}`);
  if (/<html(\s[^>]*)?>/i.test(html)) return html.replace(/<html(\s[^>]*)?>/i, (tag) => `${tag}<head>${BASE_TAG}</head>`);
  return `${BASE_TAG}${html}`;
};
