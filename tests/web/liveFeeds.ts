import { ApolloLink, Observable } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST, type FormattedExecutionResult } from 'graphql';

interface Feed {
  readonly operationName: string | undefined;
  readonly variables: Record<string, unknown>;
  readonly next: (result: FormattedExecutionResult) => void;
}

/**
 * The subscriptions the page under test holds open, in place of graphql-ws: a test pushes an event
 * to every open feed of one subscription, as the server would.
 */
export class LiveFeeds {
  readonly #open = new Set<Feed>();

  readonly link = new ApolloLink(
    (operation) =>
      new Observable<FormattedExecutionResult>((observer) => {
        const feed: Feed = { operationName: operation.operationName, variables: operation.variables, next: (result) => observer.next(result) };
        this.#open.add(feed);
        return () => this.#open.delete(feed);
      }),
  );

  #feedsOf(document: TypedDocumentNode<unknown, never>): Feed[] {
    const name = getOperationAST(document)?.name?.value;
    return [...this.#open].filter((feed) => feed.operationName === name);
  }

  /** The variables of every open feed of one subscription document. */
  variablesOf<Data, Variables>(document: TypedDocumentNode<Data, Variables>): Record<string, unknown>[] {
    return this.#feedsOf(document as TypedDocumentNode<unknown, never>).map((feed) => feed.variables);
  }

  /** Pushes one result to every open feed of the document; answers how many received it. */
  push<Data, Variables>(document: TypedDocumentNode<Data, Variables>, data: Data): number {
    const feeds = this.#feedsOf(document as TypedDocumentNode<unknown, never>);
    for (const feed of feeds) feed.next({ data: data as Record<string, unknown> });
    return feeds.length;
  }

  clear(): void {
    this.#open.clear();
  }
}
