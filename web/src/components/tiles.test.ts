import { tilesTo } from "./tiles";

describe("tilesTo", () => {
  it("gives the tiles in the order asked, each named and described by its path", () => {
    expect(tilesTo("/manage-papers", "/add-paper")).toEqual([
      { to: "/manage-papers", title: "Manage Papers", description: "Review, edit and delete past papers." },
      {
        to: "/add-paper",
        title: "Add Past Paper",
        description: "Upload a test or exam as a PDF, with an optional cover image.",
      },
    ]);
  });
});
