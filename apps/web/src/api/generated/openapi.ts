// Generated from the server's OpenAPI document (apps/server/src/openapi/write-api-types.ts).
// Do not edit: `npm run api-types` (run by `npm run build` and `npm run typecheck`) rewrites it.
export interface paths {
    "/api/v1/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @description At least 8 characters with an upper-case letter, a lower-case letter and a digit */
                        password: string;
                        full_name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            email_confirmation_required: boolean;
                            message: string;
                            /** @description null when email confirmation is required */
                            access_token: string | null;
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                full_name: string;
                                /** @description Empty string when unknown */
                                avatar_url: string;
                                /** @description Plan id: free, pro, business, enterprise */
                                subscription_tier: string;
                            };
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/confirm/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The address a confirmation link would confirm, without using the link */
        get: {
            parameters: {
                query?: {
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The address of the account the link confirms */
                            email: string;
                            /** Format: date-time */
                            expires_at: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The link of confirmation mails sent before the confirmation page (never uses the token)
         * @description Uses nothing. A browser (`Accept: text/html`) is sent to the web app's confirmation page with the token, whatever the token's state (the page says when it no longer works and offers a new link). Other clients are sent there too when the link is live, and get `400 invalid_token` when it is unknown, expired or used. The address is confirmed with `POST /auth/confirm`.
         */
        get: {
            parameters: {
                query?: {
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description To the confirmation page, `PUBLIC_URL/#/confirm-email?token=`, the token unused */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Confirm an e-mail address with the token of the confirmation mail's link
         * @description In the browser that signed up (it holds the `pdftab_confirmation` cookie the sign-up set) the answer also sets the session cookies: `signed_in` is true and `user` is the account. Anywhere else nobody is signed in (`signed_in` false, `user` null): sign in with the password.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The token of the mailed link */
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            /** @description The confirmed address */
                            email: string;
                            /** @description True when this answer set the session cookies */
                            signed_in: boolean;
                            /** @description The account, when signed in */
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                full_name: string;
                                /** @description Empty string when unknown */
                                avatar_url: string;
                                /** @description Plan id: free, pro, business, enterprise */
                                subscription_tier: string;
                            } | null;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/confirmation/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a new e-mail confirmation link (EMAIL_CONFIRMATION=true) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            access_token: string;
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                full_name: string;
                                /** @description Empty string when unknown */
                                avatar_url: string;
                                /** @description Plan id: free, pro, business, enterprise */
                                subscription_tier: string;
                            };
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check a session token and return its user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                full_name: string;
                                /** @description Empty string when unknown */
                                avatar_url: string;
                                /** @description Plan id: free, pro, business, enterprise */
                                subscription_tier: string;
                            };
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a session into the web app's cookie: revokes this session token and sets the cookie of a new one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                full_name: string;
                                /** @description Empty string when unknown */
                                avatar_url: string;
                                /** @description Plan id: free, pro, business, enterprise */
                                subscription_tier: string;
                            };
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out: revoke this session token
         * @description A session token or the session cookie. An API key gets 403 session_required: signing out would not stop it; revoke it with DELETE /api-keys/{id}.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's extraction count and the plan's daily limit */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            /** @description Extractions made today (UTC) */
                            usage_current: number;
                            /** @description Extractions per day the plan allows */
                            usage_limit: number;
                            plan_type: string;
                            /** @description The subscription paying for this plan (the workspace owner's) has a payment Stripe could not take and is retrying (past_due): the plan stays meanwhile; the card is updated in the billing portal */
                            payment_failed: boolean;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password-reset/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a single-use password reset link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset token; signs out every session and voids every other reset link
         * @description API keys keep working (programs use them); the answer says how many are live so the owner can revoke them.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            /** @description API keys that still work: a reset keeps them (revoke them with DELETE /api-keys) */
                            api_keys_active: number;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which OAuth sign-in buttons to show */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            google: boolean;
                            github: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start Google sign-in; answers the provider URL to open */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            state: string;
                            auth_url: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/oauth/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Redirect to Google sign-in */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/oauth/google/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Google returns here; redirects into the app signed in, or to the login page with oauth_error */
        get: {
            parameters: {
                query?: {
                    code?: string;
                    state?: string;
                    error?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/github": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start GitHub sign-in; answers the provider URL to open */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            state: string;
                            auth_url: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/oauth/github": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Redirect to GitHub sign-in */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/oauth/github/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GitHub returns here; redirects into the app signed in, or to the login page with oauth_error */
        get: {
            parameters: {
                query?: {
                    code?: string;
                    state?: string;
                    error?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every plan with its limits and prices */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            plans: {
                                id: string;
                                name: string;
                                max_file_bytes: number;
                                files_per_batch: number;
                                extractions_per_day: number;
                                api_calls_per_day: number;
                                requests_per_minute: number;
                                /** @description Pages of one file that may be read by OCR (scanned pages); later pages get the warning ocr_page_limit */
                                ocr_pages_per_file: number;
                                price_monthly_usd: number | null;
                                price_yearly_usd: number | null;
                                seats: number;
                                contact_sales: boolean;
                                sort_order: number;
                                /** @description Webhooks are part of the plan */
                                integrations: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pdf/extract-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extract the tables of one PDF and return them as JSON
         * @description multipart/form-data: `file` (the PDF, required); optional `pages` ("1-3,7"), `method` (auto | lattice | stream), `password`, `stitch` ('true'), `areas` (JSON {"3": [[x0, y0, x1, y1]]}, PDF points, top-left origin; an entry may be {"box": [...], "method", "header_rows", "columns"}), `columns` (JSON {"3": [x1, x2]}), `template_id` (one of your templates). Bad areas/columns JSON, or boxes outside the PDF's pages: 422 invalid_areas / invalid_columns naming the JSON path; an unknown template_id: 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description The PDF
                         */
                        file: string;
                        /** @description Page selection, e.g. "1-3,7" or "5-"; default every page */
                        pages?: string;
                        /** @default auto */
                        method?: "auto" | "lattice" | "stream";
                        /** @description For encrypted PDFs; used once, never stored */
                        password?: string;
                        /** @description 'true' joins a table continued over pages */
                        stitch?: string;
                        /** @description JSON: page number to table areas, {"3": [[x0, y0, x1, y1]]} in PDF points, top-left origin of the page as displayed; only these regions are searched, one table each. An entry may carry settings of its own: {"box": [x0, y0, x1, y1], "method": "stream", "header_rows": 1, "columns": [x1, ...]} */
                        areas?: string;
                        /** @description JSON: page number to column separator x positions, {"3": [120, 300]} */
                        columns?: string;
                        /**
                         * Format: uuid
                         * @description One of your templates (GET /templates): its pages, method, stitch and areas apply; explicit fields win
                         */
                        template_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            extraction_id: string;
                            filename: string;
                            /** @description True once the user saved edited tables */
                            edited: boolean;
                            /** @description Pages skipped because they could not be read or ran out of time (page_timeout); the other pages' tables are there */
                            page_errors: {
                                page: number;
                                code: string;
                                message: string;
                            }[];
                            table_count: number;
                            /** @description Detector behind most tables: lattice, stream, hybrid, ... or none */
                            method: string;
                            statistics: {
                                average_confidence: number;
                                total_rows: number;
                            } & {
                                [key: string]: unknown;
                            };
                            tables: ({
                                page: number;
                                /** @description Every page a table stitched across pages covers; [page] otherwise */
                                pages?: number[];
                                table_index: number;
                                headers: string[];
                                /** @description The header rows as printed; [...header_rows, ...data] is the full grid */
                                header_rows?: string[][];
                                data: string[][];
                                confidence: number;
                                method: string;
                                /** @description PDF points, top-left origin */
                                bbox: {
                                    x0: number;
                                    y0: number;
                                    x1: number;
                                    y1: number;
                                };
                                cells: {
                                    text: string;
                                    /** @description PDF points, top-left origin */
                                    bbox: {
                                        x0: number;
                                        y0: number;
                                        x1: number;
                                        y1: number;
                                    };
                                    /** @description 0-based row of the cell's top-left slot in the grid as extracted ([...header_rows, ...data] before fill_gaps) */
                                    row: number;
                                    col: number;
                                    row_span: number;
                                    col_span: number;
                                    /** @description 0..1, from evidence about this cell: text crossing a ruling or a column edge, distance from its column's alignment, wrapped lines the engine joined */
                                    confidence: number;
                                }[];
                            } & {
                                [key: string]: unknown;
                            })[];
                            /** @description What the reader should know about a page: the engine could not fully read it (damaged_content, repaired_file, page_timeout, ...), it has no usable text layer (no_text_layer: scanned, or text drawn as shapes), a template area's anchor text is not on it (anchor_not_found), an area lies off it (area_outside_page), the template's pages run past the document's end (template_pages_past_end, on the first page read); [] when none */
                            warnings: ({
                                file_name: string;
                                page: number;
                                /** @description no_text_layer, damaged_content, repaired_file, page_timeout, damaged_pdf, internal_error, anchor_not_found, area_outside_page, columns_ignored or template_pages_past_end */
                                code: string;
                                message: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pdf/extract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extract the tables of one PDF and download them as xlsx, CSV or JSON
         * @description multipart/form-data: `file` (the PDF, required); optional `pages` ("1-3,7"), `method` (auto | lattice | stream), `password`, `stitch` ('true'), `areas` (JSON {"3": [[x0, y0, x1, y1]]}, PDF points, top-left origin; an entry may be {"box": [...], "method", "header_rows", "columns"}), `columns` (JSON {"3": [x1, x2]}), `template_id` (one of your templates). Bad areas/columns JSON, or boxes outside the PDF's pages: 422 invalid_areas / invalid_columns naming the JSON path; an unknown template_id: 404. Also `export_format` (xlsx | excel | csv | json, default xlsx; `format` is accepted too) and `include_stats` ('true'). The answer is the file, saved as extracted_tables.{ext}; the X-Extraction-Id header names the history row.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description The PDF
                         */
                        file: string;
                        /** @description Page selection, e.g. "1-3,7" or "5-"; default every page */
                        pages?: string;
                        /** @default auto */
                        method?: "auto" | "lattice" | "stream";
                        /** @description For encrypted PDFs; used once, never stored */
                        password?: string;
                        /** @description 'true' joins a table continued over pages */
                        stitch?: string;
                        /** @description JSON: page number to table areas, {"3": [[x0, y0, x1, y1]]} in PDF points, top-left origin of the page as displayed; only these regions are searched, one table each. An entry may carry settings of its own: {"box": [x0, y0, x1, y1], "method": "stream", "header_rows": 1, "columns": [x1, ...]} */
                        areas?: string;
                        /** @description JSON: page number to column separator x positions, {"3": [120, 300]} */
                        columns?: string;
                        /**
                         * Format: uuid
                         * @description One of your templates (GET /templates): its pages, method, stitch and areas apply; explicit fields win
                         */
                        template_id?: string;
                        /** @description xlsx (default), excel, csv or json; `format` is accepted too */
                        export_format?: string;
                        /** @description 'true' adds statistics to the file */
                        include_stats?: string;
                    };
                };
            };
            responses: {
                /** @description The tables as a file: extracted_tables.xlsx, .csv, .zip (CSV of several tables) or .json */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                        "text/csv": string;
                        "application/zip": string;
                        "application/json": string;
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pdf/batch-extract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Extract several PDFs in the background (a batch) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description The PDFs, one `files` part each */
                        files: string[];
                        /** @description xlsx (or excel), csv or json; default xlsx */
                        export_format?: string;
                        /** @description 'true' adds statistics */
                        include_statistics?: string;
                        /** @description 'true' fills merged-cell gaps */
                        fill_gaps?: string;
                        /** @description 'true' adds combined.xlsx with matching columns aligned */
                        align_columns?: string;
                        /** @description Page selection for every file, e.g. "1-3,7" */
                        pages?: string;
                        /** @default auto */
                        method?: "auto" | "lattice" | "stream";
                        /** @description 'true' joins a table continued over pages */
                        stitch?: string;
                        /** @description JSON: page number to table areas, {"3": [[x0, y0, x1, y1]]} in PDF points, top-left origin of the page as displayed; only these regions are searched, one table each. An entry may carry settings of its own: {"box": [x0, y0, x1, y1], "method": "stream", "header_rows": 1, "columns": [x1, ...]} */
                        areas?: string;
                        /** @description JSON: page number to column separator x positions, {"3": [120, 300]} */
                        columns?: string;
                        /**
                         * Format: uuid
                         * @description One of your templates (GET /templates): its pages, method, stitch and areas apply; explicit fields win
                         */
                        template_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            batch_id: string;
                            total_files: number;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/extractions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The extraction history with its statistics */
        get: {
            parameters: {
                query?: {
                    /** @description Part of the file name, any case */
                    search?: string;
                    /** @description completed, processing and failed list extractions whose results are still stored; expired lists those past the retention period */
                    status?: "all" | "completed" | "processing" | "failed" | "expired";
                    /** @description newest (default), oldest, filename (A-Z), confidence (high-low) */
                    sort?: "newest" | "oldest" | "filename" | "confidence";
                    /** @description Items per page: a whole number from 1 to 500, default 100 */
                    limit?: string;
                    /** @description Items to skip, a whole number from 0 to 999999999; ignored with a cursor */
                    offset?: string;
                    /** @description The page after the one that returned this next_cursor (same search, status and sort): keyset paging, which never repeats or skips an item as extractions are added or deleted */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                created_at: string;
                                filename: string;
                                file_size: number;
                                table_count: number;
                                extraction_method: string | null;
                                confidence: number | null;
                                status: "processing" | "completed" | "failed";
                                error: string | null;
                                /**
                                 * Format: date-time
                                 * @description When the PDF and tables are deleted (RETENTION_DAYS after the upload)
                                 */
                                expires_at: string;
                                /** @description True once the retention period is over: result, download and page images answer 410 extraction_expired */
                                expired: boolean;
                                /** @description True once the tables were edited and saved */
                                edited: boolean;
                                /** @description The batch this extraction ran in, while that batch exists; null for single uploads */
                                batch_id: string | null;
                                /** @description E-mail of the workspace member who ran it (null once that account is deleted) */
                                ran_by: string | null;
                            }[];
                            /** @description Items matching the search and filter */
                            total: number;
                            /** @description Pass as cursor for the next page; null when no item follows this page */
                            next_cursor: string | null;
                            /** @description Days this server keeps PDFs and results (RETENTION_DAYS); then they are deleted and the item shows expired */
                            retention_days: number;
                            stats: {
                                totalExtractions: number;
                                /** @description Completed extractions */
                                totalFiles: number;
                                /** @description Tables over completed extractions */
                                totalTables: number;
                                /** @description Mean over completed extractions; 0 when none */
                                averageConfidence: number;
                            };
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Start an extraction in the background; poll its progress
         * @description multipart/form-data: `file` (the PDF, required); optional `pages` ("1-3,7"), `method` (auto | lattice | stream), `password`, `stitch` ('true'), `areas` (JSON {"3": [[x0, y0, x1, y1]]}, PDF points, top-left origin; an entry may be {"box": [...], "method", "header_rows", "columns"}), `columns` (JSON {"3": [x1, x2]}), `template_id` (one of your templates). Bad areas/columns JSON, or boxes outside the PDF's pages: 422 invalid_areas / invalid_columns naming the JSON path; an unknown template_id: 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description The PDF
                         */
                        file: string;
                        /** @description Page selection, e.g. "1-3,7" or "5-"; default every page */
                        pages?: string;
                        /** @default auto */
                        method?: "auto" | "lattice" | "stream";
                        /** @description For encrypted PDFs; used once, never stored */
                        password?: string;
                        /** @description 'true' joins a table continued over pages */
                        stitch?: string;
                        /** @description JSON: page number to table areas, {"3": [[x0, y0, x1, y1]]} in PDF points, top-left origin of the page as displayed; only these regions are searched, one table each. An entry may carry settings of its own: {"box": [x0, y0, x1, y1], "method": "stream", "header_rows": 1, "columns": [x1, ...]} */
                        areas?: string;
                        /** @description JSON: page number to column separator x positions, {"3": [120, 300]} */
                        columns?: string;
                        /**
                         * Format: uuid
                         * @description One of your templates (GET /templates): its pages, method, stitch and areas apply; explicit fields win
                         */
                        template_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "processing";
                            filename: string;
                            /** @description Pages the extraction reads (the selection); null while queued */
                            pages_total: number | null;
                            /** @description Waiting for a free worker; poll GET /extractions/{id} as usual */
                            queued: boolean;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/extractions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress (pages_done of pages_total) and outcome of one extraction */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            status: "processing" | "completed" | "failed";
                            filename: string;
                            file_size: number;
                            /** Format: date-time */
                            created_at: string;
                            completed_at: string | null;
                            /** Format: date-time */
                            expires_at: string;
                            expired: boolean;
                            page_count: number | null;
                            pages_done: number;
                            pages_total: number | null;
                            /** @description Processing but not reading pages yet: waiting for a free worker (or opening the PDF) */
                            queued: boolean;
                            table_count: number;
                            total_rows: number;
                            extraction_method: string | null;
                            confidence: number | null;
                            edited: boolean;
                            error: string | null;
                            error_code: string | null;
                            /** @description The settings the extraction ran with; POST /extractions/{id}/reextract changes them */
                            settings: {
                                /** @description Page selection in force (the request's, else the template's); null: every page */
                                pages: string | null;
                                method: "auto" | "lattice" | "stream";
                                stitch: boolean;
                                /** @description Table areas given by the upload or a re-extraction, {"3": [[x0, y0, x1, y1]]} in PDF points, top-left origin; an area with settings of its own is {box, method?, header_rows?, columns?}; a template's areas are in the template */
                                areas: {
                                    [key: string]: (number[] | {
                                        /** @description [x0, y0, x1, y1] */
                                        box: number[];
                                        method?: "auto" | "lattice" | "stream";
                                        /** @description How many leading rows are header rows; header detection decides when absent */
                                        header_rows?: number;
                                        /** @description This area's column guides (x on the page, inside the box); the page's guides inside the box when absent */
                                        columns?: number[];
                                    })[];
                                };
                                /** @description Column guides given by the upload or a re-extraction, {"3": [x1, x2]} */
                                columns: {
                                    [key: string]: number[];
                                };
                                /** @description The template applied (its copy from the time of the run is what was used) */
                                template_id: string | null;
                            };
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete an extraction with its stored PDF and tables */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            id: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/extractions/{id}/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The extraction response (tables as JSON) of a completed extraction, edits included */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            extraction_id: string;
                            filename: string;
                            /** @description True once the user saved edited tables */
                            edited: boolean;
                            /** @description Pages skipped because they could not be read or ran out of time (page_timeout); the other pages' tables are there */
                            page_errors: {
                                page: number;
                                code: string;
                                message: string;
                            }[];
                            table_count: number;
                            /** @description Detector behind most tables: lattice, stream, hybrid, ... or none */
                            method: string;
                            statistics: {
                                average_confidence: number;
                                total_rows: number;
                            } & {
                                [key: string]: unknown;
                            };
                            tables: ({
                                page: number;
                                /** @description Every page a table stitched across pages covers; [page] otherwise */
                                pages?: number[];
                                table_index: number;
                                headers: string[];
                                /** @description The header rows as printed; [...header_rows, ...data] is the full grid */
                                header_rows?: string[][];
                                data: string[][];
                                confidence: number;
                                method: string;
                                /** @description PDF points, top-left origin */
                                bbox: {
                                    x0: number;
                                    y0: number;
                                    x1: number;
                                    y1: number;
                                };
                                cells: {
                                    text: string;
                                    /** @description PDF points, top-left origin */
                                    bbox: {
                                        x0: number;
                                        y0: number;
                                        x1: number;
                                        y1: number;
                                    };
                                    /** @description 0-based row of the cell's top-left slot in the grid as extracted ([...header_rows, ...data] before fill_gaps) */
                                    row: number;
                                    col: number;
                                    row_span: number;
                                    col_span: number;
                                    /** @description 0..1, from evidence about this cell: text crossing a ruling or a column edge, distance from its column's alignment, wrapped lines the engine joined */
                                    confidence: number;
                                }[];
                            } & {
                                [key: string]: unknown;
                            })[];
                            /** @description What the reader should know about a page: the engine could not fully read it (damaged_content, repaired_file, page_timeout, ...), it has no usable text layer (no_text_layer: scanned, or text drawn as shapes), a template area's anchor text is not on it (anchor_not_found), an area lies off it (area_outside_page), the template's pages run past the document's end (template_pages_past_end, on the first page read); [] when none */
                            warnings: ({
                                file_name: string;
                                page: number;
                                /** @description no_text_layer, damaged_content, repaired_file, page_timeout, damaged_pdf, internal_error, anchor_not_found, area_outside_page, columns_ignored or template_pages_past_end */
                                code: string;
                                message: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/extractions/{id}/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save edited tables (every table of the extraction, in order) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tables: {
                            headers: string[];
                            data: string[][];
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            extraction_id: string;
                            filename: string;
                            /** @description True once the user saved edited tables */
                            edited: boolean;
                            /** @description Pages skipped because they could not be read or ran out of time (page_timeout); the other pages' tables are there */
                            page_errors: {
                                page: number;
                                code: string;
                                message: string;
                            }[];
                            table_count: number;
                            /** @description Detector behind most tables: lattice, stream, hybrid, ... or none */
                            method: string;
                            statistics: {
                                average_confidence: number;
                                total_rows: number;
                            } & {
                                [key: string]: unknown;
                            };
                            tables: ({
                                page: number;
                                /** @description Every page a table stitched across pages covers; [page] otherwise */
                                pages?: number[];
                                table_index: number;
                                headers: string[];
                                /** @description The header rows as printed; [...header_rows, ...data] is the full grid */
                                header_rows?: string[][];
                                data: string[][];
                                confidence: number;
                                method: string;
                                /** @description PDF points, top-left origin */
                                bbox: {
                                    x0: number;
                                    y0: number;
                                    x1: number;
                                    y1: number;
                                };
                                cells: {
                                    text: string;
                                    /** @description PDF points, top-left origin */
                                    bbox: {
                                        x0: number;
                                        y0: number;
                                        x1: number;
                                        y1: number;
                                    };
                                    /** @description 0-based row of the cell's top-left slot in the grid as extracted ([...header_rows, ...data] before fill_gaps) */
                                    row: number;
                                    col: number;
                                    row_span: number;
                                    col_span: number;
                                    /** @description 0..1, from evidence about this cell: text crossing a ruling or a column edge, distance from its column's alignment, wrapped lines the engine joined */
                                    confidence: number;
                                }[];
                            } & {
                                [key: string]: unknown;
                            })[];
                            /** @description What the reader should know about a page: the engine could not fully read it (damaged_content, repaired_file, page_timeout, ...), it has no usable text layer (no_text_layer: scanned, or text drawn as shapes), a template area's anchor text is not on it (anchor_not_found), an area lies off it (area_outside_page), the template's pages run past the document's end (template_pages_past_end, on the first page read); [] when none */
                            warnings: ({
                                file_name: string;
                                page: number;
                                /** @description no_text_layer, damaged_content, repaired_file, page_timeout, damaged_pdf, internal_error, anchor_not_found, area_outside_page, columns_ignored or template_pages_past_end */
                                code: string;
                                message: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/extractions/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the tables of a completed extraction as xlsx, CSV or JSON */
        get: {
            parameters: {
                query?: {
                    /** @description xlsx (default), excel, csv or json */
                    format?: string;
                    /** @description 'true' adds statistics (their own sheet, or statistics.csv) */
                    include_stats?: string;
                    /** @description CSV only: single (every table in one file) or zip (one CSV per table); default: one table is one CSV, several tables or statistics make a zip */
                    csv_layout?: "single" | "zip";
                    /** @description CSV only: the field delimiter, comma (default), semicolon (what Excel expects where the decimal separator is a comma) or tab; a field holding it is quoted */
                    delimiter?: "comma" | "semicolon" | "tab";
                    /** @description CSV only: 'true' starts each CSV with a UTF-8 byte order mark, which Excel on Windows needs to read accents right; default false */
                    bom?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The tables as a file: <pdf name>_tables.xlsx, .csv, .zip (CSV of several tables) or .json */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                        "text/csv": string;
                        "application/zip": string;
                        "application/json": string;
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/extractions/{id}/pages/{page}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** PNG of a page with a table's box drawn on it */
        get: {
            parameters: {
                query?: {
                    /** @description 0-based index into the extraction's tables; its box is drawn */
                    table?: string;
                    /** @description Pixels per PDF point, clamped to 0.5-3; default 1.5 */
                    scale?: string;
                };
                header?: never;
                path: {
                    id: string;
                    page: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page as a PNG image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/extractions/{id}/pages/{page}/anchor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where an anchor text is on a page (for anchored template areas) */
        get: {
            parameters: {
                query: {
                    /** @description The anchor text (1-200 characters), matched as a template's anchor is: ignoring case and spaces, within one line, whole words first */
                    text: string;
                };
                header?: never;
                path: {
                    id: string;
                    page: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            page: number;
                            text: string;
                            /** @description Box of the text's first occurrence, PDF points, top-left origin of the page as displayed */
                            bbox: {
                                x0: number;
                                y0: number;
                                x1: number;
                                y1: number;
                            };
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/extractions/{id}/reextract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Re-extract a stored extraction with corrected areas, columns, method or template (only the pages that changed are read again) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The extraction's page selection from now on ("1-3,7"); null: the template's, else every page. Pages leaving it lose their tables; pages joining it are read */
                        pages?: string | null;
                        /** @description null: the template's, else auto. A change re-reads every page */
                        method?: ("auto" | "lattice" | "stream") | null;
                        /** @description null: the template's, else false. A change re-reads every page */
                        stitch?: boolean | null;
                        /**
                         * @description Every page's table areas, {"3": [[x0, y0, x1, y1]]} or with settings of their own {"3": [{"box": [x0, y0, x1, y1], "method": "stream", "header_rows": 1}]} (replaces the stored map; null or {} removes them). Pages whose areas changed are read again
                         * @example {
                         *       "1": [
                         *         [
                         *           36,
                         *           72,
                         *           560,
                         *           400
                         *         ]
                         *       ]
                         *     }
                         */
                        areas?: {
                            [key: string]: (number[] | {
                                /** @description [x0, y0, x1, y1] */
                                box: number[];
                                method?: "auto" | "lattice" | "stream";
                                /** @description How many leading rows are header rows; header detection decides when absent */
                                header_rows?: number;
                                /** @description This area's column guides (x on the page, inside the box); the page's guides inside the box when absent */
                                columns?: number[];
                            })[];
                        } | null;
                        /** @description Every page's column guides, {"3": [x1, x2]} (replaces the stored map). Pages whose guides changed are read again */
                        columns?: {
                            [key: string]: number[];
                        } | null;
                        /** @description Apply this template's current version (re-reads every page); null removes the template */
                        template_id?: string | null;
                        /** @description For encrypted PDFs; used for this run only, never stored */
                        password?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            status: "processing" | "completed" | "failed";
                            filename: string;
                            file_size: number;
                            /** Format: date-time */
                            created_at: string;
                            completed_at: string | null;
                            /** Format: date-time */
                            expires_at: string;
                            expired: boolean;
                            page_count: number | null;
                            pages_done: number;
                            pages_total: number | null;
                            /** @description Processing but not reading pages yet: waiting for a free worker (or opening the PDF) */
                            queued: boolean;
                            table_count: number;
                            total_rows: number;
                            extraction_method: string | null;
                            confidence: number | null;
                            edited: boolean;
                            error: string | null;
                            error_code: string | null;
                            /** @description The settings the extraction ran with; POST /extractions/{id}/reextract changes them */
                            settings: {
                                /** @description Page selection in force (the request's, else the template's); null: every page */
                                pages: string | null;
                                method: "auto" | "lattice" | "stream";
                                stitch: boolean;
                                /** @description Table areas given by the upload or a re-extraction, {"3": [[x0, y0, x1, y1]]} in PDF points, top-left origin; an area with settings of its own is {box, method?, header_rows?, columns?}; a template's areas are in the template */
                                areas: {
                                    [key: string]: (number[] | {
                                        /** @description [x0, y0, x1, y1] */
                                        box: number[];
                                        method?: "auto" | "lattice" | "stream";
                                        /** @description How many leading rows are header rows; header detection decides when absent */
                                        header_rows?: number;
                                        /** @description This area's column guides (x on the page, inside the box); the page's guides inside the box when absent */
                                        columns?: number[];
                                    })[];
                                };
                                /** @description Column guides given by the upload or a re-extraction, {"3": [x1, x2]} */
                                columns: {
                                    [key: string]: number[];
                                };
                                /** @description The template applied (its copy from the time of the run is what was used) */
                                template_id: string | null;
                            };
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database reachability */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                            database: "pglite" | "postgres";
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether plans can be bought online on this server */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            enabled: boolean;
                            /** @description Plan and period pairs on sale */
                            options: {
                                plan: string;
                                period: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/create-checkout-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a Stripe Checkout for a plan; send the browser to checkout_url */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A configured Stripe price id, or a name such as pro_monthly */
                        price_id?: string;
                        /**
                         * @description pro or business (instead of price_id)
                         * @example pro
                         */
                        plan?: string;
                        /**
                         * @description monthly (default) or yearly
                         * @example monthly
                         */
                        period?: string;
                        /** @description Same origin as PUBLIC_URL; default the dashboard with subscription=success */
                        success_url?: string;
                        /** @description Same origin as PUBLIC_URL; default the pricing page */
                        cancel_url?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checkout_url: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open the Stripe billing portal of the signed-in user's subscription
         * @description Optional JSON body `{return_url}` (same origin as PUBLIC_URL; default the dashboard). A signed-in session only (API keys: 403 session_required).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the signed-in account's password; signs out its other sessions */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Required when the account has a password */
                        current_password?: string;
                        /** @description Follows the sign-up password rules */
                        new_password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            /** @description Sessions of other browsers or devices ended */
                            other_sessions_signed_out: number;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account's address, whether it has a password, and a pending change */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The account's address now */
                            email: string;
                            /** @description False for an account made through Google or GitHub that never set a password: it sets one first */
                            has_password: boolean;
                            /** @description The address a live change link was mailed to, if any */
                            pending_email: string | null;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Mail a link to a new address that makes it the account's address once used */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The new address; follows the sign-up rules */
                        email: string;
                        /** @description The account's password */
                        current_password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            pending_email: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/email/confirm/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The address an e-mail change link would set, without using the link */
        get: {
            parameters: {
                query?: {
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The address the account gets when the link is confirmed */
                            new_email: string;
                            /** Format: date-time */
                            expires_at: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Make the new address the account's (the link of mails sent before the confirmation page)
         * @description A browser (`Accept: text/html`) is sent to the web app's confirmation page with the token, which is not used: the page asks the user to confirm (`POST /account/email/confirm`). Other clients get the JSON answer, the address changed; new clients use the POST.
         */
        get: {
            parameters: {
                query?: {
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            email: string;
                        };
                    };
                };
                /** @description A browser: to the confirmation page, the token unused */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Make the new address the account's with the token of the mailed link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The token of the mailed link */
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            email: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete the signed-in account and everything stored for it
         * @description JSON body `{password}`, required for accounts with a password. A signed-in session only (API keys: 403 session_required); wrong passwords count towards the sign-in throttle (429 too_many_attempts).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            deleted_extractions: number;
                            deleted_files: number;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the API keys of your workspace (prefix and last 4 characters only), with who created each */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keys: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @description Public part of the key: the key starts with pdt_<prefix>_ */
                                prefix: string;
                                /** @description Last 4 characters of the key */
                                last4: string;
                                /** Format: date-time */
                                created_at: string;
                                last_used_at: string | null;
                                /** @description null: never expires */
                                expires_at: string | null;
                                /** @description E-mail of the workspace member who created the key */
                                created_by: string | null;
                                /**
                                 * Format: uuid
                                 * @description Id of the member who created the key (a member revokes only their own)
                                 */
                                user_id: string;
                            }[];
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an API key (the key is in this answer only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A label to recognise the key by, 1-100 characters */
                        name: string;
                        /** @description 1-3650; omitted or null: never expires */
                        expires_in_days?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description Public part of the key: the key starts with pdt_<prefix>_ */
                            prefix: string;
                            /** @description Last 4 characters of the key */
                            last4: string;
                            /** Format: date-time */
                            created_at: string;
                            last_used_at: string | null;
                            /** @description null: never expires */
                            expires_at: string | null;
                            /** @description E-mail of the workspace member who created the key */
                            created_by: string | null;
                            /**
                             * Format: uuid
                             * @description Id of the member who created the key (a member revokes only their own)
                             */
                            user_id: string;
                        } & {
                            /** @description pdt_<prefix>_<secret>: shown once, store it now */
                            key: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        /** Revoke all your API keys */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            /** @description Keys that were live and are now revoked */
                            revoked: number;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            id: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/extract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extract the tables of one PDF (file or JSON)
         * @description multipart/form-data: `file` (the PDF, required); optional `format` (excel | xlsx | csv | json, default xlsx; `export_format` is accepted too), `pages` ("1-3,7"), `method` (auto | lattice | stream), `password` (encrypted PDFs; never stored), `stitch` ('true'), `include_stats` ('true'), `areas`, `columns` and `template_id` (docs/api.md, Corrections and templates). Answers the file (Content-Disposition extracted_tables.<ext>, headers X-Temp-Id and X-Expires-At), or with ?response=json the tables as JSON.
         */
        post: {
            parameters: {
                query?: {
                    /** @description file (default): the export file; json: the extraction response with a temp_id */
                    response?: "file" | "json";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description The PDF
                         */
                        file: string;
                        /**
                         * @description Export format (ignored with ?response=json)
                         * @default xlsx
                         */
                        format?: "excel" | "xlsx" | "csv" | "json";
                        /** @description Page selection, e.g. "1-3,7" or "5-"; default every page */
                        pages?: string;
                        /** @default auto */
                        method?: "auto" | "lattice" | "stream";
                        /** @description For encrypted PDFs; used once, never stored */
                        password?: string;
                        /** @description 'true' joins a table continued over pages */
                        stitch?: string;
                        /** @description 'true' adds statistics to the file */
                        include_stats?: string;
                        /** @description JSON: page number to table areas, {"3": [[x0, y0, x1, y1]]} in PDF points, top-left origin of the page as displayed; only these regions are searched, one table each. An entry may carry settings of its own: {"box": [x0, y0, x1, y1], "method": "stream", "header_rows": 1, "columns": [x1, ...]} */
                        areas?: string;
                        /** @description JSON: page number to column separator x positions, {"3": [120, 300]} */
                        columns?: string;
                        /**
                         * Format: uuid
                         * @description One of your templates (GET /templates): its pages, method, stitch and areas apply; explicit fields win
                         */
                        template_id?: string;
                        /** @description CSV only: single (every table in one file) or zip (one CSV per table); default: one table is one CSV, several tables or statistics make a zip */
                        csv_layout?: "single" | "zip";
                    };
                };
            };
            responses: {
                /** @description The tables as a file (extracted_tables.xlsx/.csv/.json), or with ?response=json the JSON below */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                        "text/csv": string;
                        "application/zip": string;
                        "application/json": ({
                            /** Format: uuid */
                            extraction_id: string;
                            filename: string;
                            /** @description True once the user saved edited tables */
                            edited: boolean;
                            /** @description Pages skipped because they could not be read or ran out of time (page_timeout); the other pages' tables are there */
                            page_errors: {
                                page: number;
                                code: string;
                                message: string;
                            }[];
                            table_count: number;
                            /** @description Detector behind most tables: lattice, stream, hybrid, ... or none */
                            method: string;
                            statistics: {
                                average_confidence: number;
                                total_rows: number;
                            } & {
                                [key: string]: unknown;
                            };
                            tables: ({
                                page: number;
                                /** @description Every page a table stitched across pages covers; [page] otherwise */
                                pages?: number[];
                                table_index: number;
                                headers: string[];
                                /** @description The header rows as printed; [...header_rows, ...data] is the full grid */
                                header_rows?: string[][];
                                data: string[][];
                                confidence: number;
                                method: string;
                                /** @description PDF points, top-left origin */
                                bbox: {
                                    x0: number;
                                    y0: number;
                                    x1: number;
                                    y1: number;
                                };
                                cells: {
                                    text: string;
                                    /** @description PDF points, top-left origin */
                                    bbox: {
                                        x0: number;
                                        y0: number;
                                        x1: number;
                                        y1: number;
                                    };
                                    /** @description 0-based row of the cell's top-left slot in the grid as extracted ([...header_rows, ...data] before fill_gaps) */
                                    row: number;
                                    col: number;
                                    row_span: number;
                                    col_span: number;
                                    /** @description 0..1, from evidence about this cell: text crossing a ruling or a column edge, distance from its column's alignment, wrapped lines the engine joined */
                                    confidence: number;
                                }[];
                            } & {
                                [key: string]: unknown;
                            })[];
                            /** @description What the reader should know about a page: the engine could not fully read it (damaged_content, repaired_file, page_timeout, ...), it has no usable text layer (no_text_layer: scanned, or text drawn as shapes), a template area's anchor text is not on it (anchor_not_found), an area lies off it (area_outside_page), the template's pages run past the document's end (template_pages_past_end, on the first page read); [] when none */
                            warnings: ({
                                file_name: string;
                                page: number;
                                /** @description no_text_layer, damaged_content, repaired_file, page_timeout, damaged_pdf, internal_error, anchor_not_found, area_outside_page, columns_ignored or template_pages_past_end */
                                code: string;
                                message: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        }) & {
                            /**
                             * Format: uuid
                             * @description Pass to GET /download/{temp_id}; the same id as extraction_id
                             */
                            temp_id: string;
                            /**
                             * Format: date-time
                             * @description When temp_id stops working (RETENTION_DAYS after the upload)
                             */
                            expires_at: string;
                            /** @description GET this URL (with the same Authorization header) for the file */
                            download_url: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/download/{temp_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the result of an earlier extraction by its temp_id
         * @description Answers the file (Content-Disposition extracted_tables.<ext>). temp_id expires with the extraction's retention period: 410 extraction_expired.
         */
        get: {
            parameters: {
                query?: {
                    /** @description xlsx (default), excel, csv or json */
                    format?: string;
                    /** @description 'true' adds a statistics sheet (xlsx) or statistics.csv (CSV) */
                    include_stats?: string;
                    /** @description CSV only: single (every table in one file) or zip (one CSV per table); default: one table is one CSV, several tables or statistics make a zip */
                    csv_layout?: "single" | "zip";
                    /** @description CSV only: the field delimiter, comma (default), semicolon (what Excel expects where the decimal separator is a comma) or tab; a field holding it is quoted */
                    delimiter?: "comma" | "semicolon" | "tab";
                    /** @description CSV only: 'true' starts each CSV with a UTF-8 byte order mark, which Excel on Windows needs to read accents right; default false */
                    bom?: string;
                };
                header?: never;
                path: {
                    /** @description temp_id (extraction_id) from POST /extract */
                    temp_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The tables as a file: extracted_tables.xlsx, .csv, .zip (CSV of several tables) or .json */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                        "text/csv": string;
                        "application/zip": string;
                        "application/json": string;
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batch-extract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a batch: several PDFs extracted in the background (Pro and Business)
         * @description Answers at once with the batch id; poll GET /status/{batch_id} until `status` is completed, failed or cancelled, then fetch `download_url`. 403 plan_required on the Free plan; 413 too_many_files past your plan's files per batch; 429 daily_limit_reached when the files would pass your daily extractions.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description The PDFs, one `files` part each; your plan sets how many (Pro 10, Business 50) */
                        files: string[];
                        /**
                         * @description Format of each PDF's result file (`export_format` is accepted too)
                         * @default xlsx
                         */
                        format?: "excel" | "xlsx" | "csv" | "json";
                        /** @description 'true' adds statistics to each result */
                        include_statistics?: string;
                        /** @description 'true' fills merged-cell gaps */
                        fill_gaps?: string;
                        /** @description 'true' adds combined.xlsx with matching columns aligned across the PDFs */
                        align_columns?: string;
                        /** @description Page selection for every file, e.g. "1-3,7" */
                        pages?: string;
                        /** @default auto */
                        method?: "auto" | "lattice" | "stream";
                        /** @description 'true' joins a table continued over pages */
                        stitch?: string;
                        /** @description JSON: page number to table areas, {"3": [[x0, y0, x1, y1]]} in PDF points, top-left origin of the page as displayed; only these regions are searched, one table each. An entry may carry settings of its own: {"box": [x0, y0, x1, y1], "method": "stream", "header_rows": 1, "columns": [x1, ...]} */
                        areas?: string;
                        /** @description JSON: page number to column separator x positions, {"3": [120, 300]} */
                        columns?: string;
                        /**
                         * Format: uuid
                         * @description One of your templates (GET /templates): its pages, method, stitch and areas apply; explicit fields win
                         */
                        template_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            batch_id: string;
                            total_files: number;
                        } & {
                            /** @description GET this URL (same Authorization header) for progress */
                            status_url: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status/{batch_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Progress and results of a batch
         * @description `download_url` is set once the batch is completed, or cancelled after some of its files finished (the zip holds those), until its retention period ends (`expired`). Another user's batch id is 404, like an unknown one.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description batch_id from POST /batch-extract */
                    batch_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @description pending, processing, completed, failed or cancelled */
                            status: string;
                            format: string;
                            progress: {
                                total_files: number;
                                processed_files: number;
                                successful_files: number;
                                failed_files: number;
                                /** @description One file under way: while several run at once, the earliest in the batch of them */
                                current_file: string | null;
                                /** @description 1-based place of current_file in the batch */
                                current_index: number | null;
                                /** @description Pages read so far of current_file (null when no file is under way, or before its page count is known) */
                                current_pages: {
                                    done: number;
                                    total: number;
                                } | null;
                            };
                            created_at: string;
                            completed_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the PDFs and results are deleted (RETENTION_DAYS after the upload)
                             */
                            expires_at: string;
                            /** @description True once the retention period is over; the download then answers 410 batch_expired */
                            expired: boolean;
                            results: {
                                /**
                                 * Format: uuid
                                 * @description The file's id in its batch (POST /batch/{id}/files/{file_id}/retry names it)
                                 */
                                id: string;
                                filename: string;
                                status: string;
                                table_count: number;
                                error: string | null;
                                error_code: string | null;
                                /** @description Pages of the file read by OCR (scanned pages); [] when none */
                                ocr_pages: number[];
                                /** @description What the engine could not fully read in a completed file, one entry per code: a file can complete with pages skipped or without text found, and so with fewer tables than it holds; [] when none */
                                warnings: {
                                    /** @description A page warning or page error code of the extraction response (no_text_layer, ocr_page_limit, page_timeout, damaged_content, ...); never ocr_used, which ocr_pages lists */
                                    code: string;
                                    /** @description The pages it concerns, ascending */
                                    pages: number[];
                                    /** @description The message of its first page */
                                    message: string;
                                }[];
                            }[];
                            error: string | null;
                            /** @description E-mail of the workspace member who started the batch (null once that account is deleted) */
                            ran_by: string | null;
                        } & {
                            /** @description The results zip, once completed (or cancelled with some files finished); null before */
                            download_url: string | null;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/usage/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Plan limits, today's usage and analytics of the signed-in user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Plan id: free, pro, business, enterprise */
                            tier: string;
                            limits: {
                                /** @description Bytes per uploaded file */
                                max_file_size: number;
                                daily_extractions: number;
                                api_calls_per_day: number;
                            };
                            daily_usage: {
                                /** @description Extractions today (UTC), failed ones included: what counts against the daily limit */
                                extractions: number;
                                /** @description API calls today (UTC) */
                                api_calls: number;
                            };
                            usage_percentages: {
                                /** @description Share of the daily limit used, 0-100 (may exceed 100 only if the limit was lowered) */
                                extractions: number;
                                api_calls: number;
                            };
                            analytics: {
                                /** @description Mean over completed extractions, 0..1; 0 when none */
                                average_confidence: number;
                                total_tables: number;
                                /** @description UTC hour with most extractions; null without any */
                                peak_usage_hour: number | null;
                                /** @description Tables per detector (lattice, stream, ocr-lattice, ...) */
                                extraction_methods: {
                                    [key: string]: number;
                                };
                                /** @description Extractions per file type */
                                file_types: {
                                    [key: string]: number;
                                };
                            };
                            totals: {
                                /** @description Completed extractions */
                                pdfs_processed: number;
                                tables_found: number;
                                rows_extracted: number;
                                pages_processed: number;
                            };
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/usage/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Extractions, files, API calls and bytes per UTC day with activity, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description 7, 30 (default) or 90 */
                    days?: "7" | "30" | "90";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description YYYY-MM-DD (UTC) */
                            date: string;
                            extractions: number;
                            /** @description Completed extractions */
                            files_processed: number;
                            api_calls: number;
                            /** @description Bytes uploaded */
                            total_size: number;
                        }[];
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batch/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a batch: several PDFs extracted in the background */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description The PDFs, one `files` part each */
                        files: string[];
                        /** @description xlsx (or excel), csv or json; default xlsx */
                        format?: string;
                        /** @description Page selection for every file, e.g. "1-3,7" */
                        pages?: string;
                        /** @default auto */
                        method?: "auto" | "lattice" | "stream";
                        /** @description 'true' joins a table continued over pages */
                        stitch?: string;
                        /** @description JSON: page number to table areas, {"3": [[x0, y0, x1, y1]]} in PDF points, top-left origin of the page as displayed; only these regions are searched, one table each. An entry may carry settings of its own: {"box": [x0, y0, x1, y1], "method": "stream", "header_rows": 1, "columns": [x1, ...]} */
                        areas?: string;
                        /** @description JSON: page number to column separator x positions, {"3": [120, 300]} */
                        columns?: string;
                        /**
                         * Format: uuid
                         * @description One of your templates (GET /templates): its pages, method, stitch and areas apply; explicit fields win
                         */
                        template_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            batch_id: string;
                            total_files: number;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batch/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your batches with their progress and per-file results
         * @description Paged as the history is (limit, offset, cursor; the newest 200 when no limit is given). The answer stays a list, so the paging fields are headers: X-Total-Count (every batch of the workspace) and X-Next-Cursor (pass it as cursor for the next page; absent on the last page).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Items per page: a whole number from 1 to 500, default 200 */
                    limit?: string;
                    /** @description Items to skip, a whole number from 0 to 999999999; ignored with a cursor */
                    offset?: string;
                    /** @description The page after the one that returned this next_cursor: keyset paging, which never repeats or skips an item as items are added or deleted */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @description pending, processing, completed, failed or cancelled */
                            status: string;
                            format: string;
                            progress: {
                                total_files: number;
                                processed_files: number;
                                successful_files: number;
                                failed_files: number;
                                /** @description One file under way: while several run at once, the earliest in the batch of them */
                                current_file: string | null;
                                /** @description 1-based place of current_file in the batch */
                                current_index: number | null;
                                /** @description Pages read so far of current_file (null when no file is under way, or before its page count is known) */
                                current_pages: {
                                    done: number;
                                    total: number;
                                } | null;
                            };
                            created_at: string;
                            completed_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the PDFs and results are deleted (RETENTION_DAYS after the upload)
                             */
                            expires_at: string;
                            /** @description True once the retention period is over; the download then answers 410 batch_expired */
                            expired: boolean;
                            results: {
                                /**
                                 * Format: uuid
                                 * @description The file's id in its batch (POST /batch/{id}/files/{file_id}/retry names it)
                                 */
                                id: string;
                                filename: string;
                                status: string;
                                table_count: number;
                                error: string | null;
                                error_code: string | null;
                                /** @description Pages of the file read by OCR (scanned pages); [] when none */
                                ocr_pages: number[];
                                /** @description What the engine could not fully read in a completed file, one entry per code: a file can complete with pages skipped or without text found, and so with fewer tables than it holds; [] when none */
                                warnings: {
                                    /** @description A page warning or page error code of the extraction response (no_text_layer, ocr_page_limit, page_timeout, damaged_content, ...); never ocr_used, which ocr_pages lists */
                                    code: string;
                                    /** @description The pages it concerns, ascending */
                                    pages: number[];
                                    /** @description The message of its first page */
                                    message: string;
                                }[];
                            }[];
                            error: string | null;
                            /** @description E-mail of the workspace member who started the batch (null once that account is deleted) */
                            ran_by: string | null;
                        }[];
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batch/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a batch */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            status: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batch/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a batch (its extractions stay in the history unless asked)
         * @description Deletes the batch and its zip. Each file's extraction is a row of the history and stays there, with its PDF, unless `delete_extractions=true`.
         */
        delete: {
            parameters: {
                query?: {
                    /** @description Also delete the extractions the batch's files made (history rows, their PDFs and results) */
                    delete_extractions?: boolean;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            id: string;
                            /** @description History rows deleted with the batch */
                            deleted_extractions: number;
                            /** @description History rows of the batch's files left in place */
                            kept_extractions: number;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batch/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a batch's results as a zip */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A zip: one file per successful PDF in the batch's format, plus combined.xlsx with align_columns */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                        "text/csv": string;
                        "application/zip": string;
                        "application/json": string;
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batch/{id}/files/{file_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a password-protected file of a batch again, with its password
         * @description For a file whose result has `error_code` `password_required` or `wrong_password`. The file runs again from its stored PDF (nothing is uploaded again); it counts as one extraction of the day. Poll `GET /batch/` for its result: a wrong password ends it `wrong_password` again. The password is never stored.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    file_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The PDF's password; never stored */
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            /** Format: uuid */
                            file_id: string;
                            /** @description processing: the file runs again; poll GET /batch/ for its result */
                            status: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List your templates, the most recently saved first */
        get: {
            parameters: {
                query?: {
                    /** @description Items per page: a whole number from 1 to 500, default 500 */
                    limit?: string;
                    /** @description Items to skip, a whole number from 0 to 999999999; ignored with a cursor */
                    offset?: string;
                    /** @description The page after the one that returned this next_cursor: keyset paging, which never repeats or skips an item as items are added or deleted */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            templates: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                pages: string | null;
                                method: "auto" | "lattice" | "stream";
                                stitch: boolean;
                                areas: {
                                    /** @description A 1-based page number, every page (all) or the document's last page (last) */
                                    page: number | "all" | "last";
                                    /** @description [x0, y0, x1, y1] in PDF points, top-left origin of the page as displayed; relative to the anchor's top-left corner when `anchor` is set */
                                    box: number[];
                                    /** @description Column separator x positions on the page (points); the area is read by text with these separators */
                                    columns?: number[];
                                    method?: "auto" | "lattice" | "stream";
                                    /** @description Leading rows that are headers (replaces header detection) */
                                    header_rows?: number;
                                    /** @description Text that locates the area on the page (case-insensitive, within one line) */
                                    anchor?: {
                                        text: string;
                                    };
                                }[];
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            /** @description The workspace's templates, on every page */
                            total: number;
                            /** @description Pass as cursor for the next page; null when no template follows this page */
                            next_cursor: string | null;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Save a table template (areas, column guides, method, header rows) to reuse on similar PDFs */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A table template; at most 256 KB as JSON. Another field is refused (422 invalid_template naming it), except id, created_at and updated_at as GET answers them, which are ignored */
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @description Page selection such as "1-3,7"; null or omitted: every page */
                        pages?: string | null;
                        /** @default auto */
                        method?: "auto" | "lattice" | "stream";
                        /**
                         * @description Join tables that continue over pages
                         * @default false
                         */
                        stitch?: boolean;
                        areas?: {
                            /** @description A 1-based page number, every page (all) or the document's last page (last) */
                            page: number | "all" | "last";
                            /** @description [x0, y0, x1, y1] in PDF points, top-left origin of the page as displayed; relative to the anchor's top-left corner when `anchor` is set */
                            box: number[];
                            /** @description Column separator x positions on the page (points); the area is read by text with these separators */
                            columns?: number[];
                            method?: "auto" | "lattice" | "stream";
                            /** @description Leading rows that are headers (replaces header detection) */
                            header_rows?: number;
                            /** @description Text that locates the area on the page (case-insensitive, within one line) */
                            anchor?: {
                                text: string;
                            };
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            pages: string | null;
                            method: "auto" | "lattice" | "stream";
                            stitch: boolean;
                            areas: {
                                /** @description A 1-based page number, every page (all) or the document's last page (last) */
                                page: number | "all" | "last";
                                /** @description [x0, y0, x1, y1] in PDF points, top-left origin of the page as displayed; relative to the anchor's top-left corner when `anchor` is set */
                                box: number[];
                                /** @description Column separator x positions on the page (points); the area is read by text with these separators */
                                columns?: number[];
                                method?: "auto" | "lattice" | "stream";
                                /** @description Leading rows that are headers (replaces header detection) */
                                header_rows?: number;
                                /** @description Text that locates the area on the page (case-insensitive, within one line) */
                                anchor?: {
                                    text: string;
                                };
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your templates */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            pages: string | null;
                            method: "auto" | "lattice" | "stream";
                            stitch: boolean;
                            areas: {
                                /** @description A 1-based page number, every page (all) or the document's last page (last) */
                                page: number | "all" | "last";
                                /** @description [x0, y0, x1, y1] in PDF points, top-left origin of the page as displayed; relative to the anchor's top-left corner when `anchor` is set */
                                box: number[];
                                /** @description Column separator x positions on the page (points); the area is read by text with these separators */
                                columns?: number[];
                                method?: "auto" | "lattice" | "stream";
                                /** @description Leading rows that are headers (replaces header detection) */
                                header_rows?: number;
                                /** @description Text that locates the area on the page (case-insensitive, within one line) */
                                anchor?: {
                                    text: string;
                                };
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        /** Replace one of your templates */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description A table template; at most 256 KB as JSON. Another field is refused (422 invalid_template naming it), except id, created_at and updated_at as GET answers them, which are ignored */
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @description Page selection such as "1-3,7"; null or omitted: every page */
                        pages?: string | null;
                        /** @default auto */
                        method?: "auto" | "lattice" | "stream";
                        /**
                         * @description Join tables that continue over pages
                         * @default false
                         */
                        stitch?: boolean;
                        areas?: {
                            /** @description A 1-based page number, every page (all) or the document's last page (last) */
                            page: number | "all" | "last";
                            /** @description [x0, y0, x1, y1] in PDF points, top-left origin of the page as displayed; relative to the anchor's top-left corner when `anchor` is set */
                            box: number[];
                            /** @description Column separator x positions on the page (points); the area is read by text with these separators */
                            columns?: number[];
                            method?: "auto" | "lattice" | "stream";
                            /** @description Leading rows that are headers (replaces header detection) */
                            header_rows?: number;
                            /** @description Text that locates the area on the page (case-insensitive, within one line) */
                            anchor?: {
                                text: string;
                            };
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            pages: string | null;
                            method: "auto" | "lattice" | "stream";
                            stitch: boolean;
                            areas: {
                                /** @description A 1-based page number, every page (all) or the document's last page (last) */
                                page: number | "all" | "last";
                                /** @description [x0, y0, x1, y1] in PDF points, top-left origin of the page as displayed; relative to the anchor's top-left corner when `anchor` is set */
                                box: number[];
                                /** @description Column separator x positions on the page (points); the area is read by text with these separators */
                                columns?: number[];
                                method?: "auto" | "lattice" | "stream";
                                /** @description Leading rows that are headers (replaces header detection) */
                                header_rows?: number;
                                /** @description Text that locates the area on the page (case-insensitive, within one line) */
                                anchor?: {
                                    text: string;
                                };
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete one of your templates */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            id: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace you work in: plan, seats, members and your role */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description The workspace's plan id: its owner's plan */
                            plan: string;
                            /** @description How many people the plan admits, the owner included; 1 means no team */
                            seats: number;
                            role: "owner" | "admin" | "member";
                            /** @description The workspace's own brand on plans with seats (Business, Enterprise); null elsewhere, where the instance's brand shows */
                            brand: {
                                /** @description Shown to members instead of the instance's name, and the author of exported workbooks */
                                name: string;
                                /** @description The workspace's logo (GET /workspace/logo), null when none */
                                logo_url: string | null;
                            } | null;
                            /** @description The owner first, then admins, then members */
                            members: {
                                /** Format: uuid */
                                user_id: string;
                                email: string;
                                full_name: string;
                                role: "owner" | "admin" | "member";
                                /** Format: date-time */
                                joined_at: string;
                            }[];
                            /** @description Open invitations (they take seats); listed to the owner and admins only */
                            invitations: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                role: "admin" | "member";
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                expires_at: string;
                            }[];
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename the workspace: its display name for members and on exports (owner or admin, Business) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description The workspace's plan id: its owner's plan */
                            plan: string;
                            /** @description How many people the plan admits, the owner included; 1 means no team */
                            seats: number;
                            role: "owner" | "admin" | "member";
                            /** @description The workspace's own brand on plans with seats (Business, Enterprise); null elsewhere, where the instance's brand shows */
                            brand: {
                                /** @description Shown to members instead of the instance's name, and the author of exported workbooks */
                                name: string;
                                /** @description The workspace's logo (GET /workspace/logo), null when none */
                                logo_url: string | null;
                            } | null;
                            /** @description The owner first, then admins, then members */
                            members: {
                                /** Format: uuid */
                                user_id: string;
                                email: string;
                                full_name: string;
                                role: "owner" | "admin" | "member";
                                /** Format: date-time */
                                joined_at: string;
                            }[];
                            /** @description Open invitations (they take seats); listed to the owner and admins only */
                            invitations: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                role: "admin" | "member";
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                expires_at: string;
                            }[];
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/workspace/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite someone to your workspace by e-mail (owner or admin; plans with seats) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Who to invite */
                        email: string;
                        /** @description member (default) or admin */
                        role?: "admin" | "member";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @description The link the invitee opens; also e-mailed (or written to the server log without SMTP) */
                            invite_url: string;
                            email: string;
                            role: string;
                            /** Format: date-time */
                            expires_at: string;
                            /** @description False when this server has no SMTP, or the workspace sent 20 invitation mails this hour: pass the link on yourself */
                            email_sent: boolean;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspace/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an invitation link is for (no sign-in needed): workspace, inviter, address, role, status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            workspace_name: string;
                            /** @description Full name of who invited */
                            invited_by: string | null;
                            /** @description The address invited: only an account with it can accept */
                            email: string;
                            role: "admin" | "member";
                            /** Format: date-time */
                            expires_at: string;
                            status: "pending" | "accepted" | "expired";
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Cancel an open invitation by its id (owner or admin); its link stops working
         * @description The path parameter is the invitation's `id` (from POST /workspace/invitations or GET /workspace), not its token.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            id: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspace/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join the invitation's workspace (the signed-in account must have the invited address) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description The workspace's plan id: its owner's plan */
                            plan: string;
                            /** @description How many people the plan admits, the owner included; 1 means no team */
                            seats: number;
                            role: "owner" | "admin" | "member";
                            /** @description The workspace's own brand on plans with seats (Business, Enterprise); null elsewhere, where the instance's brand shows */
                            brand: {
                                /** @description Shown to members instead of the instance's name, and the author of exported workbooks */
                                name: string;
                                /** @description The workspace's logo (GET /workspace/logo), null when none */
                                logo_url: string | null;
                            } | null;
                            /** @description The owner first, then admins, then members */
                            members: {
                                /** Format: uuid */
                                user_id: string;
                                email: string;
                                full_name: string;
                                role: "owner" | "admin" | "member";
                                /** Format: date-time */
                                joined_at: string;
                            }[];
                            /** @description Open invitations (they take seats); listed to the owner and admins only */
                            invitations: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                role: "admin" | "member";
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                expires_at: string;
                            }[];
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspace/members/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove someone from your workspace (owner or admin); it takes effect at once */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Make a member an admin, or an admin a member (owner or admin) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        role: "admin" | "member";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/workspace/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave the team workspace for your personal one (an owner transfers ownership first) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description The workspace's plan id: its owner's plan */
                            plan: string;
                            /** @description How many people the plan admits, the owner included; 1 means no team */
                            seats: number;
                            role: "owner" | "admin" | "member";
                            /** @description The workspace's own brand on plans with seats (Business, Enterprise); null elsewhere, where the instance's brand shows */
                            brand: {
                                /** @description Shown to members instead of the instance's name, and the author of exported workbooks */
                                name: string;
                                /** @description The workspace's logo (GET /workspace/logo), null when none */
                                logo_url: string | null;
                            } | null;
                            /** @description The owner first, then admins, then members */
                            members: {
                                /** Format: uuid */
                                user_id: string;
                                email: string;
                                full_name: string;
                                role: "owner" | "admin" | "member";
                                /** Format: date-time */
                                joined_at: string;
                            }[];
                            /** @description Open invitations (they take seats); listed to the owner and admins only */
                            invitations: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                role: "admin" | "member";
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                expires_at: string;
                            }[];
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspace/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make another member the owner (owner only); you stay as an admin */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The member who becomes the owner */
                        user_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspace/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's logo image (any member) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description PNG or JPEG bytes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        /** Upload the workspace's logo (owner or admin, Business): the PNG or JPEG bytes as the body, at most 256 KB */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Where members fetch the logo (GET /workspace/logo); null once removed */
                            logo_url: string | null;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove the workspace's logo (owner or admin, Business) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Where members fetch the logo (GET /workspace/logo); null once removed */
                            logo_url: string | null;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List your workspace's webhook endpoints, oldest first (every member may read them) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            webhooks: {
                                /** Format: uuid */
                                id: string;
                                /** @description Where deliveries go. Members who are not the owner or an admin see only its origin (`https://host/…`), since receivers often carry a secret in the path or query */
                                url: string;
                                events: string[];
                                description: string;
                                enabled: boolean;
                                /** @description The secret's last 4 characters, to tell secrets apart */
                                secret_hint: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Register a webhook endpoint (the signing secret is in this answer only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Where deliveries are POSTed: https:// (or http://) on a public address */
                        url: string;
                        /** @description The events to receive; at least one */
                        events: string[];
                        /** @description A note for yourself, up to 200 characters */
                        description?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @description Where deliveries go. Members who are not the owner or an admin see only its origin (`https://host/…`), since receivers often carry a secret in the path or query */
                            url: string;
                            events: string[];
                            description: string;
                            enabled: boolean;
                            /** @description The secret's last 4 characters, to tell secrets apart */
                            secret_hint: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        } & {
                            /** @description whsec_...: signs every delivery; shown once, store it now */
                            secret: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your workspace's webhook endpoints */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @description Where deliveries go. Members who are not the owner or an admin see only its origin (`https://host/…`), since receivers often carry a secret in the path or query */
                            url: string;
                            events: string[];
                            description: string;
                            enabled: boolean;
                            /** @description The secret's last 4 characters, to tell secrets apart */
                            secret_hint: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a webhook endpoint and its delivery log */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            id: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a webhook endpoint (URL, events, description, enabled) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url?: string;
                        events?: string[];
                        description?: string;
                        /**
                         * @description false pauses deliveries without deleting the endpoint (test events are still delivered)
                         * @example false
                         */
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @description Where deliveries go. Members who are not the owner or an admin see only its origin (`https://host/…`), since receivers often carry a secret in the path or query */
                            url: string;
                            events: string[];
                            description: string;
                            enabled: boolean;
                            /** @description The secret's last 4 characters, to tell secrets apart */
                            secret_hint: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delivery log of a webhook endpoint, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deliveries: {
                                /**
                                 * Format: uuid
                                 * @description The Pdftab-Delivery header of every try
                                 */
                                id: string;
                                event: string;
                                status: "pending" | "succeeded" | "failed";
                                attempts: number;
                                /** @description When the next try is due (pending only) */
                                next_attempt_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                completed_at: string | null;
                                /** @description The exact JSON body every try sent */
                                body: string;
                                tries: {
                                    /** @description 1 for the first try */
                                    attempt: number;
                                    /** @description The endpoint's HTTP status; null when no answer came */
                                    status_code: number | null;
                                    duration_ms: number;
                                    /** @description Why no answer came (time limit, connection refused, address not allowed) */
                                    error: string | null;
                                    /** Format: date-time */
                                    started_at: string;
                                }[];
                                /** @description Why a failed delivery was given up before its tries ran out, which its tries cannot say: a newer test event replaced it, or its endpoint was paused; null otherwise */
                                given_up_because: string | null;
                            }[];
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test event to a webhook endpoint */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            delivery_id: string;
                            event: string;
                            /** @description The endpoint is paused: the test event is delivered all the same, other events only once it is resumed */
                            endpoint_paused: boolean;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/brand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The instance's name, logo, colour, support address and legal pages */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The product name this instance shows (BRAND_NAME) */
                            name: string;
                            /** @description The logo's address; null: the built-in mark */
                            logo_url: string | null;
                            /** @description #rrggbb; null: the built-in colour */
                            primary_color: string | null;
                            support_email: string | null;
                            /** @description null: the built-in terms page */
                            terms_url: string | null;
                            /** @description null: the built-in privacy page */
                            privacy_url: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe webhook (signed); changes plans on checkout and subscription events */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            received: boolean;
                            outcome: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
                /** @description Every error: a human message in `detail` and a stable `code` */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            code: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
