import type { Mail, Mailer } from "../mail/mailer.js";

/** A mail server a test can take down: what was tried, what went out, and the switch. */
export interface SwitchableMail {
  /** While true every send fails as a refused SMTP connection does. */
  down: boolean;
  /** The address of every send tried, failed ones included. */
  readonly tries: string[];
  /** The mails that went out. */
  readonly sent: Mail[];
  /** The mailer to build the app with (`build: { mailer }`). */
  readonly mailer: Mailer;
}

/** A mailer whose server a test can take down and bring back (`down`), recording every try and every mail sent. */
export function switchableMailer(): SwitchableMail {
  const state: SwitchableMail = {
    down: false,
    tries: [],
    sent: [],
    mailer: {
      delivers: true,
      async send(mail) {
        state.tries.push(mail.to);
        if (state.down) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
        state.sent.push(mail);
      },
    },
  };
  return state;
}
