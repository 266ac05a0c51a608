package dev.catalogkit.report.writer;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MarkupTest {

  @Test
  void htmlEscapesMarkupAndShowsHiddenCharacters() {
    assertThat(Markup.html("<a href='x'>&\"\u0000"))
        .isEqualTo("&lt;a href=&#39;x&#39;&gt;&amp;&quot;<span class=\"ctl\">\\u0000</span>");
    assertThat(Markup.html(null)).isEmpty();
  }

  @Test
  void xmlAttributesKeepLineBreaksAndTextKeepsCarriageReturns() {
    assertThat(Markup.xmlAttribute("a\"b\nc\td")).isEqualTo("a&quot;b&#10;c&#9;d");
    assertThat(Markup.xmlText("a\r\nb\"<")).isEqualTo("a&#13;\nb\"&lt;");
  }

  @Test
  void charactersIllegalInXmlBecomeVisibleEscapes() {
    assertThat(Markup.xmlText("\u0000\u001b\ud800\uffff\u202e ok \ud83d\ude00"))
        .isEqualTo("\\u0000\\u001B\\uD800\\uFFFF\\u202E ok \ud83d\ude00");
  }

  @Test
  void plainTextKeepsTabsAndLineBreaks() {
    assertThat(Markup.plain("a\tb\r\nc\u001b[0m")).isEqualTo("a\tb\r\nc\\u001B[0m");
  }
}
