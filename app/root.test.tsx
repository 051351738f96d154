// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setErrorReporter } from "./lib/error-reporting";
import { ErrorBoundary } from "./root";

function Broken(): never {
  throw new Error("the page blew up");
}

function renderFailingRoute(element: () => never, loader?: () => never) {
  const Stub = createRoutesStub([
    { path: "/", Component: element, loader, ErrorBoundary: ErrorBoundary as unknown as React.ComponentType },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

afterEach(() => setErrorReporter(null));

describe("root error boundary", () => {
  it("shows the error fallback with its two ways out and reports the error", async () => {
    const reporter = vi.fn();
    setErrorReporter(reporter);
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailingRoute(Broken);
    expect(await screen.findByRole("heading", { level: 1, name: "Oops! Something went wrong" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We're sorry for the inconvenience. Our team has been notified and is working to fix this issue.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload Page" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");
    expect(reporter).toHaveBeenCalledWith(expect.objectContaining({ message: "the page blew up" }));
  });

  it("shows the 404 page for a thrown 404, without reporting it", async () => {
    const reporter = vi.fn();
    setErrorReporter(reporter);
    renderFailingRoute(Broken, () => {
      throw new Response("gone", { status: 404 });
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(reporter).not.toHaveBeenCalled();
  });
});
