// Performs navigation that sagas request (they have no router): watches shell.navigation and
// hands it to whichever router renders the app (BrowserRouter in the app, MemoryRouter in tests).
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { navigationHandled, selectNavigation } from '../shellSlice';

export function NavigationBridge() {
  const navigation = useAppSelector(selectNavigation);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!navigation) return;
    dispatch(navigationHandled(navigation.id));
    void navigate(navigation.path);
  }, [navigation, navigate, dispatch]);
  return null;
}
