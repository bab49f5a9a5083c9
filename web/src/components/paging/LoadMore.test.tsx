import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppProviders } from "../../app/AppProviders";
import { createApolloClient } from "../../graphql/client";
import { countLine, LoadMore, type LoadMoreProps, singularOf } from "./LoadMore";

const client = createApolloClient();
const renderFoot = (props: LoadMoreProps) => {
  const view = render(
    <AppProviders client={client}>
      <LoadMore {...props} />
    </AppProviders>,
  );
  return { ...view, update: (next: LoadMoreProps) => view.rerender(<AppProviders client={client}><LoadMore {...next} /></AppProviders>) };
};

describe("LoadMore", () => {
  it("counts what shows of the whole list, in the singular for one", () => {
    expect(countLine(20, 130, "papers")).toBe("Showing 20 of 130 papers");
    expect(countLine(130, 130, "opportunities")).toBe("Showing all 130 opportunities");
    expect(countLine(1, 1, "opportunities")).toBe("Showing 1 opportunity");
    expect(singularOf("quizzes")).toBe("quiz");
    expect(singularOf("courses")).toBe("course");
    expect(singularOf("users")).toBe("user");
  });

  it("keeps the keyboard focus on the button while a page loads, announces what it added, and moves focus to the count on the last page", async () => {
    const events = userEvent.setup();
    const onLoadMore = jest.fn();
    const base = { total: 50, noun: "papers", onLoadMore };
    const { update } = renderFoot({ ...base, shown: 20, hasMore: true, loading: false });
    const button = screen.getByRole("button", { name: "Load more papers" });
    button.focus();
    await events.keyboard("{Enter}");
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    update({ ...base, shown: 20, hasMore: true, loading: true });
    const busy = screen.getByRole("button", { name: /Loading more/ });
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute("aria-busy", "true");
    // A second press while the page loads asks for nothing more.
    await events.keyboard("{Enter}");
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    update({ ...base, shown: 40, hasMore: true, loading: false });
    expect(screen.getByRole("button", { name: "Load more papers" })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("20 more papers loaded. Showing 40 of 50 papers.");

    await events.keyboard("{Enter}");
    update({ ...base, shown: 40, hasMore: true, loading: true });
    update({ ...base, shown: 50, hasMore: false, loading: false });
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByText("Showing all 50 papers")).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("10 more papers loaded. Showing all 50 papers.");
  });

  it("shows nothing for an empty list", () => {
    const { container } = renderFoot({ shown: 0, total: 0, noun: "papers", hasMore: false, loading: false, onLoadMore: jest.fn() });
    expect(container.querySelector('[data-testid="load-more"]')).toBeNull();
  });
});
