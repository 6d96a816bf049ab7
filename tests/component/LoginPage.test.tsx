import { fireEvent, render, screen } from '@testing-library/react';
import { translatorFor } from '../../src/i18n/translator';
import { LoginPage } from '../../src/pages/login/LoginPage';

describe('Login page, step 1 (spec 2.7)', () => {
  it('shows "Welcome to {product}" and "Please sign in" with an Email input and a Next button', () => {
    render(<LoginPage translate={translatorFor('en')} />);
    expect(screen.getByRole('heading', { name: 'Welcome to Transitline' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('asks for a valid e-mail before going on (spec 5)', () => {
    render(<LoginPage translate={translatorFor('en')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
  });

  it('reads in Spanish', () => {
    render(<LoginPage translate={translatorFor('es')} />);
    expect(screen.getByRole('heading', { name: 'Bienvenido a Transitline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
  });
});
