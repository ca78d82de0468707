import { type Logger } from "../logger";

/** Sends a text message. The default writes it to the server log; a real SMS gateway implements the same interface. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

export class LogSmsSender implements SmsSender {
  constructor(private readonly logger: Logger) {}

  async send(phone: string, text: string): Promise<void> {
    this.logger.info({ phone, sms: text }, "SMS (log sender: no gateway configured)");
  }
}
