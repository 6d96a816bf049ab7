import type { CoreTranslation } from './translationTypes';
import { global } from './zh/global';
import { ra } from './zh/ra';
import { shell } from './zh/shell';

/** Simplified Chinese: signing in, the console's frame, errors and popups; the business screens read in English. */
export const zh: CoreTranslation = {
  ra,
  shell,
  global,
  app: {
    portal: '%{product} 门户',
    language: '语言',
  },
  common: {
    loading: '正在加载',
    returnToLogin: '返回登录页',
    somethingWentWrong: '出现问题，请重试。',
  },
  login: {
    welcome: '欢迎使用 %{product}',
    pleaseSignIn: '请登录',
    email: '电子邮箱',
    next: '下一步',
    emailRequired: '请输入电子邮箱',
    emailInvalid: '请输入有效的电子邮箱地址',
    editEmail: '修改电子邮箱',
    password: '密码',
    passwordRequired: '请输入密码',
    logIn: '登录',
    forgotPassword: '忘记密码？',
    wrongCredentials: '电子邮箱或密码不正确',
    accountNotRecognized: '无法识别该账户',
    userNotFound: '我们无法识别此用户 ID 或密码。如需访问本网站，请联系您的管理员。',
  },
  selectAccount: {
    title: '选择账户',
    account: '账户',
    chooseAccount: '选择一个账户',
    accountRequired: '请选择一个账户',
    subAccounts: '子账户',
    yards: '车场',
    campuses: '学校',
    subAccountsRequired: '请至少选择一个',
    submit: '继续',
    logout: '退出登录',
    noAccounts: '您没有可用的账户。请联系您的管理员。',
  },
  logout: {
    signingOut: '正在退出登录…',
  },
  forgotPassword: {
    title: '忘记密码？',
    instructions: '请输入您创建账户时使用的电子邮箱地址。我们会将重置密码的说明发送给您。',
    submit: '提交',
    failed: '无法发送说明，请重试。',
  },
  resetInstructionsSent: {
    title: '重置说明已发送',
    instructions: '请查看您的电子邮件，按照说明重置密码。',
  },
  passwordSetup: {
    resetTitle: '重置密码',
    resetInstructions: '请为您的账户输入新密码。',
    resetSubmit: '重置密码',
    newUserTitle: '创建密码',
    newUserInstructions: '请设置密码以完成账户设置。',
    newUserSubmit: '创建账户',
    password: '密码',
    confirmPassword: '确认密码',
    passwordRequired: '请输入密码',
    confirmRequired: '请再次输入密码',
    mismatch: '两次输入的密码不一致',
    missingToken: '此链接不完整。请重新打开电子邮件中的链接。',
    failed: '无法设置密码。',
  },
  passwordSuccess: {
    resetTitle: '您的密码已重置',
    newUserTitle: '账户已创建',
    login: '登录',
  },
  passwordResetRequest: {
    title: '开发环境密码设置',
    setupNewUser: '为新用户设置密码',
  },
  pages: {
    pageNotFound: '页面未找到',
  },
};
