package dev.catalogkit.protocols.paimon;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.http.Answered;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The typed Paimon answers read what a broken server sends without throwing: a member left out
 * shows as absent, one of another type as its JSON, so a check fails with what came.
 */
class PaimonAnswerTypesTest {

  @Test
  void aSemanticViewReadsItsMembersAsAnswered() {
    SemanticView view =
        SemanticView.in(
            Answered.body(
                200, "{\"name\":\"v\",\"definition\":{\"format\":\"f\",\"content\":\"c\\r\\n\"}}"));
    assertThat(view.name().text()).isEqualTo("v");
    assertThat(view.format().text()).isEqualTo("f");
    assertThat(view.content().text()).isEqualTo("c\r\n");
  }

  @Test
  void aSemanticViewOfABrokenAnswerShowsWhatCame() {
    SemanticView onlyName = SemanticView.in(Answered.body(200, "{\"name\":7,\"definition\":[]}"));
    assertThat(onlyName.name().text()).isEqualTo("7");
    assertThat(onlyName.format().text()).isEqualTo("absent");
    assertThat(SemanticView.in(Answered.body(200, "not json")).content().text())
        .isEqualTo("absent");
  }

  @Test
  void aListingPageReadsEntriesAndItsToken() {
    ListingPage page =
        ListingPage.semanticViews(
            Answered.body(200, "{\"semanticViews\":[\"a\",\"b\"],\"nextPageToken\":\"t\"}"));
    assertThat(page.entries()).containsExactly("a", "b");
    assertThat(page.listIsArray()).isTrue();
    assertThat(page.listsNone()).isFalse();
    assertThat(page.nextPageToken().text()).isEqualTo("t");
    assertThat(ListingPage.nextToken(Answered.body(200, "{\"nextPageToken\":\"t\"}")))
        .contains("t");
  }

  @Test
  void aBrokenListingPageListsNothingAndShowsWhatCame() {
    ListingPage page =
        ListingPage.semanticViews(
            Answered.body(200, "{\"semanticViews\":\"a\",\"nextPageToken\":\"\"}"));
    assertThat(page.entries()).isEmpty();
    assertThat(page.listIsArray()).isFalse();
    assertThat(page.listsNone()).isTrue();
    assertThat(page.list()).hasToString("\"a\"");
    assertThat(page.nextPageToken().isText()).isTrue();
    assertThat(ListingPage.nextToken(Answered.body(200, "{\"nextPageToken\":\"\"}"))).isEmpty();
    assertThat(ListingPage.sqlViewDetails(Answered.body(200, "[]")).list()).hasToString("absent");
  }

  @Test
  void theSqlViewListingsReadTheirOwnEntries() {
    assertThat(
            ListingPage.sqlViewDetails(
                    Answered.body(200, "{\"viewDetails\":[{\"name\":\"v\"},{\"other\":1}]}"))
                .entries())
        .containsExactly("v", "");
    assertThat(
            ListingPage.sqlViewIdentifiers(
                    Answered.body(200, "{\"views\":[{\"database\":\"d\",\"object\":\"v\"}]}"))
                .entries())
        .containsExactly("d.v");
  }

  @Test
  void anErrorResponseIsJudgedAsAnswered() {
    ErrorResponse error =
        ErrorResponse.in(
            Answered.body(404, "{\"message\":\"m\",\"code\":400,\"resourceType\":\"NAMESPACE\"}"));
    assertThat(error.isShaped()).isTrue();
    assertThat(error.codeIs(404)).isFalse();
    assertThat(error.code()).hasToString("400");
    assertThat(error.namesResourceTypeAmong(List.of("DATABASE", "null"))).isFalse();
    assertThat(error.resourceType()).hasToString("\"NAMESPACE\"");
  }

  @Test
  void anErrorThatIsNoErrorResponseSaysWhatCameInstead() {
    ErrorResponse withoutCode = ErrorResponse.in(Answered.body(404, "{\"message\":\"m\"}"));
    assertThat(withoutCode.isShaped()).isFalse();
    assertThat(withoutCode.shape()).isEqualTo("message STRING, code MISSING");
    assertThat(withoutCode.namesResourceTypeAmong(List.of())).isTrue();
    ErrorResponse notJson = ErrorResponse.in(Answered.body(404, "oops"));
    assertThat(notJson.isShaped()).isFalse();
    assertThat(notJson.shape())
        .isEqualTo("a body that is not JSON (Content-Type application/json)");
    assertThat(
            ErrorResponse.in(Answered.body(400, "{\"resourceType\":\"null\"}"))
                .namesResourceTypeAmong(List.of("null")))
        .isFalse();
  }
}
