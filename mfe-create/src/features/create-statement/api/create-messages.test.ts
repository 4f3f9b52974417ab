import { ApiError } from '@receipts/shared';
import { createErrorMessage } from './create-messages';
import { modeFromPath } from './create-form';

describe('create form rules', () => {
  it('takes the mode from the path', () => {
    expect(modeFromPath('/predictions/new')).toBe('prediction');
    expect(modeFromPath('/create-prediction')).toBe('prediction');
    expect(modeFromPath('/opinions/new')).toBe('opinion');
    expect(modeFromPath('/create-opinion')).toBe('opinion');
  });

  it('words failures from the most specific part of the answer', () => {
    expect(createErrorMessage(new ApiError(400, { message: 'Bad league' } as never), 'opinion')).toBe('Bad league');
    expect(createErrorMessage(new ApiError(400, { errors: { title: ['too long'] } }), 'opinion')).toBe('{"errors":{"title":["too long"]}}');
    expect(createErrorMessage(new TypeError('Failed to fetch'), 'prediction')).toBe('Failed to create prediction. Please try again.');
  });
});
