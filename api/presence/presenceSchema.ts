import { Repeater } from '@repeaterjs/repeater';
import { builder } from '../graphql/builder.ts';
import type { RequestContext } from '../graphql/context.ts';
import { requireAdmin, toGraphQLError, toUserError, unauthorized } from '../errors.ts';
import type { PresenceSeat, PresenceView, PresenceViewer } from './presenceService.ts';

const ImageViewer = builder.objectRef<PresenceViewer>('ImageViewer').implement({
  description: "Another browser tab with the image's detail page open.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable for as long as that tab keeps the page open.' }),
    account: t.exposeString('account', { description: 'The administrator account of that tab.' }),
    editing: t.exposeBoolean('editing', { description: 'Whether that tab is editing the image.' }),
    since: t.field({ type: 'DateTime', description: 'When that tab opened the page.', resolve: (viewer) => viewer.since }),
    sameAccount: t.exposeBoolean('sameAccount', { description: 'The signed-in account itself, in another tab.' }),
  }),
});

const ImagePresence = builder.objectRef<PresenceView>('ImagePresence').implement({
  description: "Who else has an image's detail page open, and this tab's editing state. Presence, not history: never in the event log.",
  fields: (t) => ({
    viewers: t.field({ type: [ImageViewer], description: 'The other tabs on the image, earliest first.', resolve: (view) => view.viewers }),
    editing: t.exposeBoolean('editing', { description: 'Whether this tab is the one editing.' }),
    takenOverBy: t.exposeString('takenOverBy', {
      nullable: true,
      description: "The account that took over this tab's edit (its form is no longer the editor), until this tab starts or stops editing again.",
    }),
  }),
});

const seatOf = (ctx: RequestContext, args: { imageId: string | number; tabId: string }): PresenceSeat => ({
  account: ctx.admin!.account,
  imageId: String(args.imageId),
  tabId: args.tabId,
});

/** The tab's presence while the subscription is open; ends with 'admin session required' once its session ends. */
function presenceFeed(ctx: RequestContext, seat: PresenceSeat): AsyncIterable<PresenceView> {
  return new Repeater<PresenceView>(async (push, stop) => {
    const unwatch = ctx.app.services.auth.sessions.watch(ctx.bearer, () => stop(toGraphQLError(unauthorized())));
    try {
      const held = await ctx.app.services.presence.open(seat, (view) => void push(view));
      await stop;
      await held.close();
    } catch (error) {
      const userError = toUserError(error);
      stop(userError ? toGraphQLError(userError) : error);
    } finally {
      unwatch();
    }
  });
}

builder.subscriptionField('imagePresence', (t) =>
  t.field({
    type: ImagePresence,
    description:
      "While open, this tab (a random id per browser tab) is shown as viewing the image to the other administrators on it; sends who else has the image open whenever that changes (administrators only). The presence goes when the subscription ends.",
    authScopes: { admin: true },
    args: {
      imageId: t.arg.id({ required: true, description: 'The image whose page this tab shows.' }),
      tabId: t.arg.string({ required: true, description: 'A random id this browser tab keeps while open.' }),
    },
    subscribe: (_, args, ctx) => {
      requireAdmin(ctx);
      return presenceFeed(ctx, seatOf(ctx, args));
    },
    resolve: (view) => view,
  }),
);

builder.mutationFields((t) => ({
  setImagePresence: t.field({
    type: ImagePresence,
    description: "Marks this tab as editing the image or not (administrators only); returns this tab's presence.",
    authScopes: { admin: true },
    args: {
      imageId: t.arg.id({ required: true, description: 'The image.' }),
      tabId: t.arg.string({ required: true, description: "This tab's id, as given to imagePresence." }),
      editing: t.arg.boolean({ required: true, description: 'Whether this tab now edits the image.' }),
    },
    resolve: (_, args, ctx) => ctx.app.services.presence.setEditing(seatOf(ctx, args), args.editing),
  }),
  takeOverImage: t.field({
    type: ImagePresence,
    description: "Makes this tab the image's editor: every other tab editing it is told who took over (administrators only).",
    authScopes: { admin: true },
    args: {
      imageId: t.arg.id({ required: true, description: 'The image.' }),
      tabId: t.arg.string({ required: true, description: "This tab's id, as given to imagePresence." }),
    },
    resolve: (_, args, ctx) => ctx.app.services.presence.takeOver(seatOf(ctx, args)),
  }),
}));
