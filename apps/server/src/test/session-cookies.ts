/** The session cookies an answer set: the session token, its CSRF token, and a Cookie header that sends both. */
export function sessionCookiesOf(response: { headers: Record<string, unknown> }): {
  session: string;
  csrf: string;
  cookie: string;
  setCookie: string[];
} {
  const raw = response.headers["set-cookie"];
  const setCookie = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map(String);
  const value = (name: string) => {
    const line = setCookie.find((c) => c.startsWith(`${name}=`));
    return line ? decodeURIComponent(line.slice(name.length + 1).split(";")[0]!) : "";
  };
  const session = value("pdftab_session");
  const csrf = value("pdftab_csrf");
  return {
    session,
    csrf,
    cookie: `pdftab_session=${encodeURIComponent(session)}; pdftab_csrf=${encodeURIComponent(csrf)}`,
    setCookie,
  };
}
