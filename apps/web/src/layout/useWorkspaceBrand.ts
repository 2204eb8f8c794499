import { useEffect, useState } from "react";
import { useAuth } from "../auth/AuthContext";
import { authHeaders } from "../api/client";
import { API_BASE } from "../config";

/** A Business workspace's own name and logo (GET /workspace `brand`), or null: the instance brand shows. */
export interface WorkspaceBrand {
  name: string;
  /** An object URL of the logo image, null while none (or while it loads). */
  logoSrc: string | null;
}

/**
 * The brand the signed-in user's workspace shows in the top bar instead of the instance's
 * (docs/product.md, Team workspaces). Plain fetches, not TanStack Query: the top bar is part
 * of the first load, which stays without the query library (layout/Layout.tsx). The logo is
 * fetched with the caller's credentials (it is the workspace's, not public). A failure is not
 * an error the user should hear of: the instance's brand simply stays, so nothing is logged.
 */
export function useWorkspaceBrand(): WorkspaceBrand | null {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [brand, setBrand] = useState<WorkspaceBrand | null>(null);
  useEffect(() => {
    setBrand(null);
    if (!userId) return;
    let live = true;
    let url: string | null = null;
    void (async () => {
      try {
        const { headers } = authHeaders({});
        const answer = await fetch(`${API_BASE}/workspace`, { headers });
        if (!answer.ok) return;
        const own = ((await answer.json()) as { brand?: { name: string; logo_url: string | null } | null }).brand;
        if (!live || !own) return;
        setBrand({ name: own.name, logoSrc: null });
        if (!own.logo_url) return;
        const image = await fetch(`${API_BASE}${own.logo_url.replace(/^\/api\/v1/, "")}`, {
          headers: { ...headers, Accept: "image/*" },
        });
        if (!image.ok) return;
        const blob = await image.blob();
        if (!live) return;
        url = URL.createObjectURL(blob);
        setBrand({ name: own.name, logoSrc: url });
      } catch {
        // no workspace brand (or no logo): the instance's shows
      }
    })();
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [userId]);
  return userId ? brand : null;
}
