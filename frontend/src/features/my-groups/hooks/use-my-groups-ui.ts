import { type Dispatch, useCallback, useReducer } from 'react';
import { useVersionChoiceStore } from '@/stores/version-choice.store';
import { initialMyGroupsUi, type MyGroupsUiAction, type MyGroupsUiState, myGroupsUiReducer } from '../lib/my-groups-ui';

/**
 * The Profile cards' state (collapsed, version shown, what is being edited). A version chosen is also remembered on
 * this device: the group opens on it on the Index too, and after a reload.
 */
export function useMyGroupsUi(): [MyGroupsUiState, Dispatch<MyGroupsUiAction>] {
  const [ui, dispatchUi] = useReducer(myGroupsUiReducer, initialMyGroupsUi);
  const rememberVersion = useVersionChoiceStore((state) => state.choose);
  const dispatch: Dispatch<MyGroupsUiAction> = useCallback(
    (action) => {
      if (action.type === 'selectVersion') rememberVersion(action.groupId, action.versionId);
      dispatchUi(action);
    },
    [rememberVersion],
  );
  return [ui, dispatch];
}
