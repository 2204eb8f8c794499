import { useQuery } from "@tanstack/react-query";
import { fetchProviders, oauthStartUrl } from "../api/auth";
import { buttonSecondary } from "./styles";

/** Google/GitHub sign-in buttons, shown only for providers the server has configured. */
export function OAuthButtons({ verb }: { verb: "Sign in" | "Sign up" }) {
  const { data } = useQuery({
    queryKey: ["auth-providers"],
    queryFn: fetchProviders,
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (!data || (!data.google && !data.github)) return null;
  return (
    <div className="space-y-3">
      <div className="relative text-center text-xs text-gray-500">
        <span className="relative z-10 bg-white px-2">or</span>
        <div className="absolute inset-x-0 top-1/2 border-t border-gray-200" />
      </div>
      {data.google && (
        <a href={oauthStartUrl("google")} className={`${buttonSecondary} w-full`}>
          {verb} with Google
        </a>
      )}
      {data.github && (
        <a href={oauthStartUrl("github")} className={`${buttonSecondary} w-full`}>
          {verb} with GitHub
        </a>
      )}
    </div>
  );
}
