import { createContext, type ReactNode, useContext } from 'react';

/** What the app adds to every public group's card (e.g. "Add to collection"): composed by the app, read by the cards. */
export type CardActions = (group: { id: string }) => ReactNode;

const CardActionsContext = createContext<CardActions | null>(null);

export const CardActionsProvider = CardActionsContext.Provider;

/** The app's extra actions for this group's card; nothing when none are provided. */
export function useCardActions(group: { id: string }): ReactNode {
  const render = useContext(CardActionsContext);
  return render ? render(group) : null;
}
