import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST, type FormattedExecutionResult, type GraphQLFormattedError } from 'graphql';
import type { Client, SubscribePayload, Sink } from 'graphql-ws';

interface Feed {
  readonly operationName: string | undefined;
  readonly variables: Record<string, unknown>;
  readonly sink: Sink<FormattedExecutionResult>;
}

/** One subscribe message as the server would have received it: the operation and its variables then. */
export interface Subscribed {
  readonly operationName: string | undefined;
  readonly variables: Record<string, unknown>;
}

/**
 * The subscriptions the page under test holds open, in place of the graphql-ws socket: the test Apollo
 * client sends them through the real ResumableWsLink (web/apollo/resumableWsLink.ts) to `client`, a
 * graphql-ws client that only records them. A test pushes an event to every open feed of one
 * subscription, or refuses them, as the server would, and reads what each subscribe message asked for.
 */
export class LiveFeeds {
  readonly #open = new Set<Feed>();
  #subscribed: Subscribed[] = [];

  readonly client = {
    subscribe: (payload: SubscribePayload, sink: Sink<FormattedExecutionResult>) => {
      // Read now, as graphql-ws reads the payload when it sends the subscribe message.
      const variables = { ...(payload.variables ?? {}) };
      const feed: Feed = { operationName: payload.operationName ?? undefined, variables, sink };
      this.#subscribed.push({ operationName: feed.operationName, variables });
      this.#open.add(feed);
      return () => this.#open.delete(feed);
    },
  } as unknown as Client;

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
      this.#open.delete(feed);
      feed.sink.error([...errors]);
    }
    return feeds.length;
  }

  clear(): void {
    this.#open.clear();
    this.#subscribed = [];
  }
}
