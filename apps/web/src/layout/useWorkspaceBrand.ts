import { useEffect, useState } from "react";
import { useAuth } from "../auth/AuthContext";
import { apiFetch } from "../api/client";
import { fetchBlob } from "../api/fetchBlob";

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
 * fetched with the caller's credentials (it is the workspace's, not public).
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
        const workspace = await apiFetch<{ brand?: { name: string; logo_url: string | null } | null }>("/workspace");
        const own = workspace.brand;
        if (!live || !own) return;
        setBrand({ name: own.name, logoSrc: null });
        if (!own.logo_url) return;
        const { blob } = await fetchBlob(own.logo_url.replace(/^\/api\/v1/, ""));
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
