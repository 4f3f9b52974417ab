// Server renders need a component's markup, not its styles: the browser gets those from the remote's CSS file.
module.exports = function ignoreStyles() {
  return '';
};
