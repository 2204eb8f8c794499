import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode, useState } from "react";
import { HashRouter, Link, Route, Routes, useLocation, useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { useBackGuard } from "./useBackGuard";

/** A page with something to lose (toggled), asking about Back with Stay / Leave. */
function Editor() {
  const [unsaved, setUnsaved] = useState(false);
  const [asked, setAsked] = useState(false);
  const navigate = useNavigate();
  const guard = useBackGuard(unsaved, () => setAsked(true));
  return (
    <>
      <button onClick={() => setUnsaved((u) => !u)}>{unsaved ? "Save" : "Edit"}</button>
      {asked && (
        <>
          <button onClick={() => (setAsked(false), guard.stay())}>Stay</button>
          <button onClick={() => (setAsked(false), guard.leave(() => navigate(-1)))}>Leave</button>
        </>
      )}
      <Link to="/other">Other</Link>
    </>
  );
}

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

const where = () => screen.getByRole("status").textContent;
const entry = () => window.history.state as { idx: number; key: string; usr: unknown; pdftabBackGuard?: true };
/** Browser history moves, waited for (jsdom, like browsers, traverses after the call returns). */
const traverse = async (delta: number, until: () => void) => {
  await act(async () => window.history.go(delta));
  await waitFor(until);
};

describe("the Back guard over React Router's hash history", () => {
  it("holds Back while active, keeps the router's entries, and leaves no step behind", async () => {
    window.history.replaceState(null, "", "#/");
    // StrictMode, as in the app: effects run twice on mount
    render(
      <StrictMode>
        <HashRouter>
          <Where />
          <Routes>
            <Route
              path="/"
              element={
                <Link to="/edit" state={{ password: "pw" }}>
                  Open
                </Link>
              }
            />
            <Route path="/edit" element={<Editor />} />
            <Route path="/other" element={<p>Other page</p>} />
          </Routes>
        </HashRouter>
      </StrictMode>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Open" }));
    const own = entry();
    expect(own.idx).toBe(1);

    // something to lose: a guard for the same location, with the router's state and key
    await userEvent.click(screen.getByRole("button", { name: "Edit" }));
    expect(entry()).toEqual({ ...own, idx: 2, pdftabBackGuard: true });
    expect(window.location.hash).toBe("#/edit");

    // Back is asked about, and the page stays where it was, with its state
    await traverse(-1, () => screen.getByRole("button", { name: "Stay" }));
    expect(where()).toBe('/edit {"password":"pw"}');
    await userEvent.click(screen.getByRole("button", { name: "Stay" }));
    expect(entry().pdftabBackGuard).toBe(true);

    // saved: the guard comes off, and Back leaves at once
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(entry()).toEqual(own));
    await traverse(-1, () => expect(where()).toBe("/ null"));

    // Forward onto the guard left forward skips it
    await traverse(1, () => expect(entry()).toEqual(own));
    let guardSeen = false;
    const seen = (event: PopStateEvent) => (guardSeen ||= event.state?.pdftabBackGuard === true);
    window.addEventListener("popstate", seen);
    await traverse(1, () => expect(guardSeen && entry().pdftabBackGuard === undefined).toBe(true));
    window.removeEventListener("popstate", seen);
    expect(entry().idx).toBe(1);
    expect(where()).toBe('/edit {"password":"pw"}');

    // Leave after Back goes back for real
    await userEvent.click(screen.getByRole("button", { name: "Edit" }));
    await traverse(-1, () => screen.getByRole("button", { name: "Leave" }));
    await userEvent.click(screen.getByRole("button", { name: "Leave" }));
    await waitFor(() => expect(where()).toBe("/ null"));
    expect(entry().idx).toBe(0);

    // the router's own push over the guard numbers on from it; coming back skips the guard
    await traverse(1, () => expect(where()).toBe('/edit {"password":"pw"}'));
    await userEvent.click(screen.getByRole("button", { name: "Edit" }));
    await userEvent.click(screen.getByRole("link", { name: "Other" }));
    expect(where()).toBe("/other null");
    expect(entry().idx).toBe(3);
    await traverse(-1, () => expect(entry()).toEqual(own));
    expect(where()).toBe('/edit {"password":"pw"}');
  });
});
