import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeCanvas, loadImage } from '../../../test/canvas';
import { CropDialog } from './crop-dialog';

const source = { src: 'data:image/png;base64,iVBORw0KGgo=', name: 'face.png' };

function open(natural: { width: number; height: number }, shown = natural) {
  const onCropped = jest.fn();
  const onCancel = jest.fn();
  render(<CropDialog source={source} onCancel={onCancel} onCropped={onCropped} />);
  const dialog = screen.getByRole('dialog', { name: 'Crop Image' });
  loadImage(screen.getByRole('img', { name: 'Image to crop: face.png' }), natural, shown);
  return { dialog, onCropped, onCancel };
}

const selection = () => screen.getByRole('group', { name: /arrow keys to move the crop selection/ });

beforeEach(() => jest.restoreAllMocks());

describe("the 'Crop Image' dialog", () => {
  it('starts with a circular 1:1 crop of the full image, centred, and crops that to a JPEG', async () => {
    const canvas = fakeCanvas();
    const { onCropped } = open({ width: 400, height: 200 });
    expect(document.querySelector('.ReactCrop--circular-crop')).not.toBeNull();
    expect(selection()).toHaveStyle({ left: '25%', top: '0%', width: '50%', height: '100%' });
    await userEvent.click(screen.getByRole('button', { name: 'Crop & Continue' }));
    expect(canvas.drawImage).toHaveBeenCalledWith(expect.anything(), 100, 0, 200, 200, 0, 0, 200, 200);
    expect(canvas.sizes).toEqual([{ width: 200, height: 200 }]);
    expect(onCropped).toHaveBeenCalledWith({ jpeg: expect.any(Blob), preview: expect.stringMatching(/^data:image\/jpeg;base64,/) });
    expect(onCropped.mock.calls[0][0].jpeg.type).toBe('image/jpeg');
  });

  it('moves the selection by 1, 10 (Shift) and 100 (Ctrl) px with the arrow keys', async () => {
    const canvas = fakeCanvas();
    const { onCropped } = open({ width: 400, height: 200 });
    const user = userEvent.setup();
    selection().focus();
    expect(selection()).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(selection()).toHaveStyle({ left: '24.75%' }); // 99 px of 400
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(selection()).toHaveStyle({ left: '22.25%' }); // 89 px
    await user.keyboard('{Control>}{ArrowRight}{/Control}');
    expect(selection()).toHaveStyle({ left: '47.25%' }); // 189 px
    await user.click(screen.getByRole('button', { name: 'Crop & Continue' }));
    expect(canvas.drawImage).toHaveBeenCalledWith(expect.anything(), 189, 0, 200, 200, 0, 0, 200, 200);
    expect(onCropped).toHaveBeenCalledTimes(1);
  });

  it('crops in the image’s own pixels when it is shown smaller, and never uploads more than 1024 px', async () => {
    const canvas = fakeCanvas();
    open({ width: 3000, height: 4000 }, { width: 300, height: 400 });
    await userEvent.click(screen.getByRole('button', { name: 'Crop & Continue' }));
    // The largest centred square: 3000 × 3000 from y = 500, scaled to 1024.
    expect(canvas.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 500, 3000, 3000, 0, 0, 1024, 1024);
  });

  it('Cancel closes it without cropping', async () => {
    const canvas = fakeCanvas();
    const { onCancel, onCropped } = open({ width: 100, height: 100 });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onCropped).not.toHaveBeenCalled();
    expect(canvas.drawImage).not.toHaveBeenCalled();
  });
});
