import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST, type FormattedExecutionResult, type GraphQLFormattedError } from 'graphql';
import type { Client, SubscribePayload, Sink } from 'graphql-ws';
import { readAdminSession } from '../../web/auth/adminSession.ts';

interface Feed {
  readonly operationName: string | undefined;
  readonly payload: SubscribePayload;
  readonly sink: Sink<FormattedExecutionResult>;
  variables: Record<string, unknown>;
}

/**
 * One subscribe message as the server would have received it: the operation, its variables then, and
 * the admin token the socket was opened with (null: a visitor's socket).
 */
export interface Subscribed {
  readonly operationName: string | undefined;
  readonly variables: Record<string, unknown>;
  readonly token: string | null;
}

/**
 * The subscriptions the page under test holds open, in place of the graphql-ws socket: the test Apollo
 * client sends them through the real ResumableWsLink (web/apollo/resumableWsLink.ts) to `client`, a
 * graphql-ws client that only records them. A test pushes an event to every open feed of one
 * subscription, or refuses them, as the server would, and reads what each subscribe message asked for
 * and on which socket's token.
 */
export class LiveFeeds {
  readonly #open = new Set<Feed>();
  #subscribed: Subscribed[] = [];
  /** The token of the open socket; undefined while none is open (graphql-ws's lazy client opens it on the first subscription). */
  #socketToken: string | null | undefined;

  readonly client = {
    subscribe: (payload: SubscribePayload, sink: Sink<FormattedExecutionResult>) => {
      const feed: Feed = { operationName: payload.operationName ?? undefined, payload, sink, variables: {} };
      this.#open.add(feed);
      this.#send(feed);
      return () => this.#close(feed);
    },
    /** Drops the socket; graphql-ws opens another, reading the token again, and subscribes every open feed on it again. */
    terminate: () => {
      this.#socketToken = undefined;
      for (const feed of this.#open) this.#send(feed);
    },
  } as unknown as Client;

  #send(feed: Feed): void {
    if (this.#socketToken === undefined) this.#socketToken = readAdminSession();
    // Read now, as graphql-ws reads the payload when it sends the subscribe message.
    feed.variables = { ...(feed.payload.variables ?? {}) };
    this.#subscribed.push({ operationName: feed.operationName, variables: feed.variables, token: this.#socketToken });
  }

  #close(feed: Feed): void {
    this.#open.delete(feed);
    if (this.#open.size === 0) this.#socketToken = undefined;
  }

  #feedsOf(document: TypedDocumentNode<unknown, never>): Feed[] {
    const name = getOperationAST(document)?.name?.value;
    return [...this.#open].filter((feed) => feed.operationName === name);
  }

  /** The variables of every open feed of one subscription document. */
  variablesOf<Data, Variables>(document: TypedDocumentNode<Data, Variables>): Record<string, unknown>[] {
    return this.#feedsOf(document as TypedDocumentNode<unknown, never>).map((feed) => feed.variables);
  }

  /** Every subscribe message of one subscription document since the last clear, in order, open or ended. */
  subscribedTo<Data, Variables>(document: TypedDocumentNode<Data, Variables>): Record<string, unknown>[] {
    const name = getOperationAST(document)?.name?.value;
    return this.#subscribed.filter((message) => message.operationName === name).map((message) => message.variables);
  }

  /** The token of the socket each subscribe message of one subscription document went on, in order. */
  tokensOf<Data, Variables>(document: TypedDocumentNode<Data, Variables>): (string | null)[] {
    const name = getOperationAST(document)?.name?.value;
    return this.#subscribed.filter((message) => message.operationName === name).map((message) => message.token);
  }

  /** Pushes one result to every open feed of the document; answers how many received it. */
  push<Data, Variables>(document: TypedDocumentNode<Data, Variables>, data: Data): number {
    const feeds = this.#feedsOf(document as TypedDocumentNode<unknown, never>);
    for (const feed of feeds) feed.sink.next({ data: data as Record<string, unknown> });
    return feeds.length;
  }

  /** Ends every open feed of the document with the server's errors (graphql-ws's error message); answers how many. */
  refuse<Data, Variables>(document: TypedDocumentNode<Data, Variables>, errors: readonly GraphQLFormattedError[]): number {
    const feeds = this.#feedsOf(document as TypedDocumentNode<unknown, never>);
    for (const feed of feeds) {
      this.#close(feed);
      feed.sink.error([...errors]);
    }
    return feeds.length;
  }

  clear(): void {
    this.#open.clear();
    this.#subscribed = [];
    this.#socketToken = undefined;
  }
}
