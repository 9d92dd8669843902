/**
 * The SCORM package's player (docs/decisions/0073-course-plan.md): the script of its one launch page, run by the
 * learner's browser inside the LMS. It reads the course from the page's JSON, finds the LMS's SCORM 1.2 API in a
 * parent frame or the opener, shows the overview, each lesson and each module's quiz, the conclusion, checks the
 * answers, and
 * reports to the LMS: the lesson status (incomplete, then passed or failed at the mastery score, or completed for a
 * course without questions), the score (the share of all questions answered right), where the learner is, and what
 * they have seen and answered (cmi.suspend_data, kept within SCORM 1.2's 4,096 characters). Plain ES2017 with no
 * library, so any LMS's browser runs it; every text is set as text, never as markup.
 */
export const COURSE_PLAYER_SCRIPT = String.raw`(function () {
  'use strict';
  var course = JSON.parse(document.getElementById('course-data').textContent);
  var SUSPEND_LIMIT = 4096;

  function findApi(start) {
    var win = start;
    for (var depth = 0; win && depth < 10; depth += 1) {
      if (win.API) return win.API;
      if (win.parent === win) break;
      win = win.parent;
    }
    return null;
  }
  var api = findApi(window) || (window.opener ? findApi(window.opener) : null);
  var started = Date.now();
  function get(name) { return api ? String(api.LMSGetValue(name)) : ''; }
  function set(name, value) { if (api) api.LMSSetValue(name, String(value)); }
  function commit() { if (api) api.LMSCommit(''); }

  var pages = [{ kind: 'overview', title: 'Course overview' }];
  course.modules.forEach(function (module, m) {
    module.lessons.forEach(function (lesson, l) {
      pages.push({ kind: 'lesson', m: m, l: l, title: module.name + ' · ' + lesson.title });
    });
    if (module.quiz.length > 0) pages.push({ kind: 'quiz', m: m, title: module.name + ' · Quiz' });
  });
  if (course.conclusion) pages.push({ kind: 'conclusion', title: course.conclusionTitle });
  if (course.finalAssignment) pages.push({ kind: 'assignment', title: 'Final assignment' });
  var quizModules = course.modules
    .map(function (module, m) { return module.quiz.length > 0 ? m : -1; })
    .filter(function (m) { return m >= 0; });
  var totalQuestions = course.modules.reduce(function (sum, module) { return sum + module.quiz.length; }, 0);

  var state = { at: 0, seen: [], answers: {} };
  /** The quizzes the learner is taking again: shown to answer, their last answers kept until they check again. */
  var retaking = {};

  function encodeSeen() {
    var bits = '';
    for (var i = 0; i < pages.length; i += 4) {
      var nibble = 0;
      for (var j = 0; j < 4; j += 1) if (state.seen[i + j]) nibble |= 1 << j;
      bits += nibble.toString(16);
    }
    return bits;
  }
  function decodeSeen(bits) {
    var seen = [];
    for (var i = 0; i < bits.length; i += 1) {
      var nibble = parseInt(bits.charAt(i), 16) || 0;
      for (var j = 0; j < 4; j += 1) seen[i * 4 + j] = (nibble & (1 << j)) !== 0;
    }
    return seen;
  }
  function suspendData() {
    var full = JSON.stringify({ a: state.at, s: encodeSeen(), q: state.answers });
    if (full.length <= SUSPEND_LIMIT) return full;
    var answersOnly = JSON.stringify({ a: state.at, q: state.answers });
    return answersOnly.length <= SUSPEND_LIMIT ? answersOnly : JSON.stringify({ a: state.at });
  }

  function normalized(text) { return String(text).trim().replace(/\s+/g, ' ').toLowerCase(); }
  function isRight(question, token) {
    if (question.kind === 'multiple-choice') return token === String(question.answer);
    if (question.kind === 'true-false') return token === (question.answer ? 't' : 'f');
    return token === 'y';
  }
  function rightCount() {
    var right = 0;
    Object.keys(state.answers).forEach(function (m) {
      var quiz = course.modules[Number(m)].quiz;
      var tokens = state.answers[m];
      quiz.forEach(function (question, q) { if (isRight(question, tokens.charAt(q))) right += 1; });
    });
    return right;
  }

  function report() {
    var allSeen = pages.every(function (_, i) { return state.seen[i]; });
    var allAnswered = quizModules.every(function (m) { return state.answers[m] !== undefined; });
    if (totalQuestions > 0) {
      var score = Math.round((100 * rightCount()) / totalQuestions);
      set('cmi.core.score.min', 0);
      set('cmi.core.score.max', 100);
      set('cmi.core.score.raw', score);
      set('cmi.core.lesson_status', allAnswered ? (score >= course.masteryScore ? 'passed' : 'failed') : 'incomplete');
    } else {
      set('cmi.core.lesson_status', allSeen ? 'completed' : 'incomplete');
    }
    set('cmi.core.lesson_location', state.at);
    set('cmi.suspend_data', suspendData());
    commit();
  }

  function count(number, noun) { return number + ' ' + noun + (number === 1 ? '' : 's'); }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  var main = document.getElementById('page');
  var jump = document.getElementById('jump');
  var previous = document.getElementById('previous');
  var next = document.getElementById('next');
  var progress = document.getElementById('progress');
  pages.forEach(function (page, i) { jump.appendChild(element('option', '', (i + 1) + '. ' + page.title)).value = i; });

  function overview() {
    main.appendChild(element('h1', '', course.title));
    if (course.subtitle) main.appendChild(element('p', 'lead', course.subtitle));
    if (course.author) main.appendChild(element('p', 'muted', 'By ' + course.author));
    if (course.overview) writtenText(course.overview);
    var list = main.appendChild(element('ol', 'modules'));
    course.modules.forEach(function (module) {
      var item = list.appendChild(element('li'));
      item.appendChild(element('strong', '', module.name));
      if (module.goal) item.appendChild(element('p', 'muted', module.goal));
      item.appendChild(element('p', 'muted', count(module.lessons.length, 'lesson') +
        (module.quiz.length ? ', a quiz of ' + count(module.quiz.length, 'question') : '')));
    });
  }

  // A written text, made HTML on the server from its Markdown with every text escaped (lesson-html.ts), labelled when
  // it is the built-in writer's template.
  function writtenText(text) {
    if (text.template) main.appendChild(element('p', 'template', course.templateLine));
    main.appendChild(element('div', 'lesson-text')).innerHTML = text.html;
  }

  function conclusion() {
    main.appendChild(element('h1', '', course.conclusionTitle));
    writtenText(course.conclusion);
  }

  function lesson(page) {
    var module = course.modules[page.m];
    var item = module.lessons[page.l];
    main.appendChild(element('p', 'eyebrow', module.name + ' · Lesson ' + (page.l + 1)));
    main.appendChild(element('h1', '', item.title));
    if (item.objective) {
      var goal = main.appendChild(element('div', 'objective'));
      goal.appendChild(element('strong', '', 'By the end of this lesson you can: '));
      goal.appendChild(document.createTextNode(item.objective));
    }
    if (item.html) {
      writtenText({ html: item.html, template: module.template });
    } else if (item.keyPoints.length > 0) {
      main.appendChild(element('h2', '', 'Key points'));
      var list = main.appendChild(element('ul'));
      item.keyPoints.forEach(function (point) { list.appendChild(element('li', '', point)); });
    }
  }

  function choiceText(question, token) {
    if (question.kind === 'true-false') return token === 't' ? 'True' : 'False';
    return question.choices[Number(token)];
  }

  function quiz(page) {
    var module = course.modules[page.m];
    var done = retaking[page.m] ? undefined : state.answers[page.m];
    main.appendChild(element('p', 'eyebrow', module.name));
    main.appendChild(element('h1', '', 'Quiz'));
    var form = main.appendChild(element('form', 'quiz'));
    module.quiz.forEach(function (question, q) {
      var box = form.appendChild(element('fieldset', 'question'));
      box.appendChild(element('legend', '', (q + 1) + '. ' + question.question));
      var name = 'm' + page.m + 'q' + q;
      var choices = question.kind === 'multiple-choice' ? question.choices :
        question.kind === 'true-false' ? ['True', 'False'] : null;
      if (choices) {
        choices.forEach(function (choice, c) {
          var label = box.appendChild(element('label', 'choice'));
          var input = label.appendChild(element('input'));
          input.type = 'radio';
          input.name = name;
          input.value = question.kind === 'true-false' ? (c === 0 ? 't' : 'f') : String(c);
          if (done && done.charAt(q) === input.value) input.checked = true;
          input.disabled = Boolean(done);
          label.appendChild(document.createTextNode(' ' + choice));
        });
      } else if (done) {
        box.appendChild(element('p', 'muted', 'Accepted answers: ' + question.acceptedAnswers.join(', ')));
      } else {
        var label = box.appendChild(element('label', 'short', 'Your answer '));
        var field = label.appendChild(element('input'));
        field.type = 'text';
        field.name = name;
      }
      if (done) {
        var right = isRight(question, done.charAt(q));
        box.appendChild(element('p', right ? 'right' : 'wrong', right ? 'Right.' : 'Not quite.'));
        if (!right && choices) {
          var answer = question.kind === 'true-false' ? (question.answer ? 't' : 'f') : String(question.answer);
          box.appendChild(element('p', 'muted', 'The answer: ' + choiceText(question, answer)));
        }
        if (question.explanation) box.appendChild(element('p', 'muted', question.explanation));
      }
    });
    if (done) {
      form.appendChild(element('p', 'result', 'Your score for this quiz: ' +
        module.quiz.filter(function (question, q) { return isRight(question, done.charAt(q)); }).length +
        ' of ' + module.quiz.length + '.'));
      var again = form.appendChild(element('button', '', 'Take the quiz again'));
      again.type = 'button';
      again.addEventListener('click', function () {
        retaking[page.m] = true;
        show(state.at);
      });
      return;
    }
    var missing = form.appendChild(element('p', 'wrong'));
    missing.setAttribute('role', 'alert');
    var submit = form.appendChild(element('button', 'primary', 'Check my answers'));
    submit.type = 'submit';
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var unanswered = [];
      var tokens = module.quiz.map(function (question, q) {
        var name = 'm' + page.m + 'q' + q;
        if (question.kind === 'short-answer') {
          var typed = normalized(form.elements[name].value);
          if (!typed) unanswered.push(q + 1);
          return question.acceptedAnswers.some(function (a) { return normalized(a) === typed; }) ? 'y' : 'n';
        }
        var picked = form.querySelector('input[name="' + name + '"]:checked');
        if (!picked) unanswered.push(q + 1);
        return picked ? picked.value : '-';
      }).join('');
      if (unanswered.length > 0) {
        missing.textContent = 'Answer every question first: ' +
          (unanswered.length === 1 ? 'question ' : 'questions ') + unanswered.join(', ') + ' ' +
          (unanswered.length === 1 ? 'has' : 'have') + ' no answer yet.';
        return;
      }
      state.answers[page.m] = tokens;
      delete retaking[page.m];
      report();
      show(state.at);
    });
  }

  function assignment() {
    main.appendChild(element('h1', '', 'Final assignment'));
    course.finalAssignment.split(/\n{2,}/).forEach(function (paragraph) { main.appendChild(element('p', '', paragraph)); });
  }

  function show(index) {
    state.at = Math.max(0, Math.min(pages.length - 1, index));
    state.seen[state.at] = true;
    var page = pages[state.at];
    main.textContent = '';
    if (page.kind === 'overview') overview();
    else if (page.kind === 'lesson') lesson(page);
    else if (page.kind === 'quiz') quiz(page);
    else if (page.kind === 'conclusion') conclusion();
    else assignment();
    jump.value = String(state.at);
    previous.disabled = state.at === 0;
    next.disabled = state.at === pages.length - 1;
    progress.textContent = 'Page ' + (state.at + 1) + ' of ' + pages.length;
    main.focus();
    report();
  }

  previous.addEventListener('click', function () { show(state.at - 1); });
  next.addEventListener('click', function () { show(state.at + 1); });
  jump.addEventListener('change', function () { show(Number(jump.value)); });

  if (api) {
    api.LMSInitialize('');
    try {
      var saved = JSON.parse(get('cmi.suspend_data') || '{}');
      if (typeof saved.a === 'number') state.at = saved.a;
      if (typeof saved.s === 'string') state.seen = decodeSeen(saved.s);
      if (saved.q && typeof saved.q === 'object') state.answers = saved.q;
    } catch (error) {
      state = { at: 0, seen: [], answers: {} };
    }
  }

  var finished = false;
  function finish() {
    if (finished || !api) return;
    finished = true;
    var seconds = Math.round((Date.now() - started) / 1000);
    var pad = function (n) { return (n < 10 ? '0' : '') + n; };
    set('cmi.core.session_time', pad(Math.floor(seconds / 3600)) + ':' + pad(Math.floor(seconds / 60) % 60) + ':' + pad(seconds % 60));
    var status = get('cmi.core.lesson_status');
    set('cmi.core.exit', status === 'incomplete' ? 'suspend' : '');
    commit();
    api.LMSFinish('');
  }
  window.addEventListener('pagehide', finish);
  window.addEventListener('beforeunload', finish);
  show(state.at);
})();`;
