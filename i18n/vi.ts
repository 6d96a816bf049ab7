import type { CoreTranslation } from './translationTypes';
import { global } from './vi/global';
import { ra } from './vi/ra';
import { shell } from './vi/shell';

/** Vietnamese: signing in, the console's frame, errors and popups; the business screens read in English. */
export const vi: CoreTranslation = {
  ra,
  shell,
  global,
  app: {
    portal: 'Cổng thông tin %{product}',
    language: 'Ngôn ngữ',
  },
  common: {
    loading: 'Đang tải',
    returnToLogin: 'Quay lại trang đăng nhập',
    somethingWentWrong: 'Đã xảy ra lỗi. Vui lòng thử lại.',
  },
  login: {
    welcome: 'Chào mừng bạn đến với %{product}',
    pleaseSignIn: 'Vui lòng đăng nhập',
    email: 'Email',
    next: 'Tiếp theo',
    emailRequired: 'Vui lòng nhập email',
    emailInvalid: 'Vui lòng nhập địa chỉ email hợp lệ',
    editEmail: 'Sửa email',
    password: 'Mật khẩu',
    passwordRequired: 'Vui lòng nhập mật khẩu',
    logIn: 'Đăng nhập',
    forgotPassword: 'Quên mật khẩu?',
    wrongCredentials: 'Email hoặc mật khẩu không đúng',
    accountNotRecognized: 'Không nhận ra tài khoản',
    userNotFound: 'Chúng tôi không nhận ra ID người dùng hoặc mật khẩu này. Vui lòng liên hệ quản trị viên để được hỗ trợ truy cập trang này.',
  },
  selectAccount: {
    title: 'Chọn tài khoản',
    account: 'Tài khoản',
    chooseAccount: 'Chọn một tài khoản',
    accountRequired: 'Vui lòng chọn một tài khoản',
    subAccounts: 'Tài khoản phụ',
    yards: 'Bãi xe',
    campuses: 'Trường',
    subAccountsRequired: 'Chọn ít nhất một',
    submit: 'Tiếp tục',
    logout: 'Đăng xuất',
    noAccounts: 'Bạn chưa có tài khoản nào để sử dụng. Vui lòng liên hệ quản trị viên.',
  },
  logout: {
    signingOut: 'Đang đăng xuất…',
  },
  forgotPassword: {
    title: 'Quên mật khẩu?',
    instructions: 'Vui lòng nhập địa chỉ email bạn đã dùng để tạo tài khoản. Chúng tôi sẽ gửi cho bạn hướng dẫn đặt lại mật khẩu.',
    submit: 'Gửi',
    failed: 'Không thể gửi hướng dẫn. Vui lòng thử lại.',
  },
  resetInstructionsSent: {
    title: 'Đã gửi hướng dẫn đặt lại mật khẩu',
    instructions: 'Vui lòng kiểm tra email để xem hướng dẫn đặt lại mật khẩu.',
  },
  passwordSetup: {
    resetTitle: 'Đặt lại mật khẩu',
    resetInstructions: 'Nhập mật khẩu mới cho tài khoản của bạn.',
    resetSubmit: 'Đặt lại mật khẩu',
    newUserTitle: 'Tạo mật khẩu',
    newUserInstructions: 'Chọn mật khẩu để hoàn tất việc thiết lập tài khoản.',
    newUserSubmit: 'Tạo tài khoản',
    password: 'Mật khẩu',
    confirmPassword: 'Xác nhận mật khẩu',
    passwordRequired: 'Vui lòng nhập mật khẩu',
    confirmRequired: 'Vui lòng xác nhận mật khẩu',
    mismatch: 'Mật khẩu không khớp',
    missingToken: 'Liên kết này chưa đầy đủ. Vui lòng mở lại liên kết trong email của bạn.',
    failed: 'Không thể đặt mật khẩu của bạn.',
  },
  passwordSuccess: {
    resetTitle: 'Mật khẩu của bạn đã được đặt lại',
    newUserTitle: 'Tài khoản đã được tạo',
    login: 'Đăng nhập',
  },
  passwordResetRequest: {
    title: 'Thiết lập mật khẩu (môi trường phát triển)',
    setupNewUser: 'Thiết lập mật khẩu cho người dùng mới',
  },
  pages: {
    pageNotFound: 'Không tìm thấy trang',
  },
};
