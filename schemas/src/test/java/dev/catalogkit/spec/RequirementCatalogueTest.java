package dev.catalogkit.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each catalogue's own rules: stable ID form, a traceable source, a reason where no check is. */
class RequirementCatalogueTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource({"iceberg, ICE", "paimon, PAI"})
  void everyIdHasTheProfilesStableForm(String profile, String prefix) {
    RequirementCatalogue catalogue = RequirementCatalogue.load(profile);
    assertThat(catalogue.profile()).isEqualTo(profile);
    assertThat(catalogue.all())
        .extracting(Requirement::id)
        .isNotEmpty()
        .allMatch(id -> id.matches(prefix + "-[A-Z]+-\\d{2}"));
  }

  /** The public pages the catalogues quote; reports link them and nothing else. */
  static final Map<String, String> PUBLIC_PAGES =
      Map.of(
          "Apache Gravitino docs, Iceberg REST API: ",
          "https://gravitino.apache.org/docs/latest/iceberg-rest-service",
          "Apache Iceberg REST Catalog OpenAPI 1.11.0, ",
          "https://github.com/apache/iceberg/blob/apache-iceberg-1.11.0/open-api/rest-catalog-open-api.yaml",
          "Apache Iceberg REST Catalog OpenAPI (main branch), ",
          "https://github.com/apache/iceberg/blob/main/open-api/rest-catalog-open-api.yaml",
          "Apache Paimon docs, REST Catalog: ",
          "https://paimon.apache.org/docs/master/concepts/rest/semantic-views/",
          "Apache Paimon docs, REST API: ",
          "https://paimon.apache.org/docs/master/concepts/rest/rest-api/");

  @ParameterizedTest(name = "{0}")
  @CsvSource({"iceberg", "paimon"})
  void everyRequirementQuotesASentenceOfAPublicPageAndLinksIt(String profile) {
    assertThat(RequirementCatalogue.load(profile).all())
        .allSatisfy(
            requirement -> {
              SpecSource source = requirement.source();
              assertThat(source.quote()).as(requirement.id()).isNotBlank();
              String page =
                  PUBLIC_PAGES.keySet().stream()
                      .filter(source.document()::startsWith)
                      .findFirst()
                      .orElseThrow(() -> new AssertionError(requirement.id() + ": unknown page"));
              assertThat(source.url()).as(requirement.id()).isEqualTo(PUBLIC_PAGES.get(page));
            });
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"iceberg", "paimon"})
  void everyRequirementCarriesAHintAndNoImpliedRuleIsMust(String profile) {
    assertThat(RequirementCatalogue.load(profile).all())
        .allSatisfy(
            requirement -> {
              assertThat(requirement.hint()).as(requirement.id()).isNotBlank();
              assertThat(requirement.implied() && requirement.level() == Level.MUST)
                  .as(requirement.id() + " implied and MUST")
                  .isFalse();
            });
  }

  @Test
  void anImpliedMustIsRefusedWhenTheCatalogueIsRead() {
    assertThatThrownBy(
            () ->
                new Requirement(
                    "ICE-X-01",
                    Level.MUST,
                    "a",
                    "t",
                    true,
                    new SpecSource("d", "u", "q"),
                    null,
                    "h",
                    null))
        .isInstanceOf(SpecDocumentException.class)
        .hasMessageContaining("implied");
  }

  /** What makes a sentence the server's obligation (docs/internal/levels.md). */
  static final List<String> OBLIGATION_KINDS =
      List.of("must word", "required member", "documented status", "guarantee", "definition");

  @ParameterizedTest(name = "{0}")
  @CsvSource({"iceberg", "paimon"})
  void everyMustNamesItsObligationInWordsOfItsQuoteAndNoOtherLevelDoes(String profile) {
    assertThat(RequirementCatalogue.load(profile).all())
        .allSatisfy(
            requirement -> {
              String obligation = requirement.obligation();
              if (requirement.level() != Level.MUST) {
                assertThat(obligation).as(requirement.id()).isNull();
                return;
              }
              String kind = obligation.substring(0, obligation.indexOf(": "));
              String words = obligation.substring(kind.length() + 2);
              assertThat(kind).as(requirement.id()).isIn(OBLIGATION_KINDS);
              assertThat(requirement.source().quote()).as(requirement.id()).contains(words);
            });
  }

  @Test
  void aMustWithoutAnObligationIsRefusedWhenTheCatalogueIsRead() {
    assertThatThrownBy(() -> RequirementCatalogue.loadResource("requirements/must-unbound.yaml"))
        .isInstanceOf(SpecDocumentException.class)
        .hasMessage(
            "ICE-X-01 is MUST but names no obligation: what in its quote binds the server"
                + " (docs/internal/levels.md)");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"iceberg", "paimon"})
  void notVerifiedReasonsAreNeverBlank(String profile) {
    assertThat(RequirementCatalogue.load(profile).all())
        .filteredOn(requirement -> !requirement.isVerifiable())
        .allSatisfy(requirement -> assertThat(requirement.notVerified()).isNotBlank());
  }
}
