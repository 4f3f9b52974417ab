import { reloadPage } from './reload-page';

const fakeLocation = (pathname: string, search = '') => ({ pathname, search, reload: jest.fn(), replace: jest.fn() });

describe('reloadPage', () => {
  it('reloads an ordinary page', () => {
    const location = fakeLocation('/statements/5');
    reloadPage(location);
    expect(location.reload).toHaveBeenCalled();
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('on /login?next= loads the page the fan came from', () => {
    const location = fakeLocation('/login', '?next=%2Fstatements%2F5%23comments');
    reloadPage(location);
    expect(location.replace).toHaveBeenCalledWith('/statements/5#comments');
  });

  it('ignores a next that leaves the site', () => {
    const location = fakeLocation('/login', '?next=%2F%2Fevil.example');
    reloadPage(location);
    expect(location.replace).not.toHaveBeenCalled();
    expect(location.reload).toHaveBeenCalled();
  });
});
