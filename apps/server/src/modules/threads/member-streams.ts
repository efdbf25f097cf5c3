import { LIMITS } from '@forewarn/domain';
// A member's event streams in this process (issue 22, issue 23): at most MAX_STREAMS_PER_MEMBER
// open at once (a 7th tab, or a script opening 1,500, closes the oldest), and one state check
// per member however many streams they have: when a notice arrives, the member's state (the
// red dot and the bell's count) is computed once and sent to every one of their streams, and
// notices arriving while it is computed are folded into one more check.

export const MAX_STREAMS_PER_MEMBER = LIMITS.streamsPerMember;

export type MemberStream = {
  send(event: string, data: unknown): void;
  end(): void;
  /** The member's own stream (red dot, bell) gets their state; a chat's stream only counts. */
  wantsState: boolean;
};

export type MemberState = Record<string, unknown>;

type Member = {
  streams: MemberStream[];
  checking: boolean;
  again: boolean;
  stopListening: () => void;
};

export class MemberStreams {
  private readonly members = new Map<string, Member>();
  /** How many state checks ran: what the coalescing saves is visible (and tested). */
  checks = 0;

  constructor(
    /** The member's state, as event name -> data, e.g. { unread: {...}, notifications: {...} }. */
    private readonly state: (userId: string) => Promise<MemberState>,
    /** Subscribes to the member's notices; returns the unsubscribe. */
    private readonly listen: (userId: string, onNotice: () => void) => () => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Counts the stream in; ends the member's oldest past the cap. Returns the removal. */
  add(userId: string, stream: MemberStream): () => void {
    let member = this.members.get(userId);
    if (!member) {
      const created: Member = {
        streams: [],
        checking: false,
        again: false,
        stopListening: () => undefined,
      };
      created.stopListening = this.listen(userId, () => this.check(userId));
      this.members.set(userId, created);
      member = created;
    }
    member.streams.push(stream);
    while (member.streams.length > MAX_STREAMS_PER_MEMBER) {
      const oldest = member.streams.shift();
      oldest?.end();
    }
    return () => this.remove(userId, stream);
  }

  private remove(userId: string, stream: MemberStream): void {
    const member = this.members.get(userId);
    if (!member) return;
    member.streams = member.streams.filter((s) => s !== stream);
    if (member.streams.length === 0) {
      member.stopListening();
      this.members.delete(userId);
    }
  }

  /** Computes the member's state once and sends it to all their streams (coalesced). */
  check(userId: string): void {
    const member = this.members.get(userId);
    if (!member) return;
    if (member.checking) {
      member.again = true;
      return;
    }
    member.checking = true;
    member.again = false;
    this.checks++;
    void this.state(userId)
      .then((state) => {
        for (const stream of member.streams.filter((s) => s.wantsState)) {
          for (const [event, data] of Object.entries(state)) stream.send(event, data);
        }
      })
      .catch(this.onError)
      .finally(() => {
        member.checking = false;
        if (member.again && this.members.get(userId) === member) this.check(userId);
      });
  }

  /** Streams open for the member in this process. */
  count(userId: string): number {
    return this.members.get(userId)?.streams.length ?? 0;
  }
}
