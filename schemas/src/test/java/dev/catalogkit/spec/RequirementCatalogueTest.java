package dev.catalogkit.spec;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The catalogue's own rules: stable ID form, a traceable source, a reason where no check is. */
class RequirementCatalogueTest {

  private final RequirementCatalogue catalogue = RequirementCatalogue.load("iceberg");

  @Test
  void everyIdHasTheProfilesStableForm() {
    assertThat(catalogue.all())
        .extracting(Requirement::id)
        .allMatch(id -> id.matches("ICE-[A-Z]+-\\d{2}"));
  }

  @Test
  void everyRequirementTracesToASeedSentenceOrANamedPublicDocument() {
    assertThat(catalogue.all())
        .allSatisfy(
            requirement -> {
              SpecSource source = requirement.source();
              assertThat(source.quote()).as(requirement.id()).isNotBlank();
              if (source.seed() == null) {
                assertThat(source.document())
                    .as(requirement.id())
                    .startsWith("Iceberg REST Catalog OpenAPI (public)");
              } else {
                assertThat(source.seed()).as(requirement.id()).matches("\\d{3}_[0-9a-f]{16}\\.txt");
              }
            });
  }

  @Test
  void notVerifiedReasonsAreNeverBlank() {
    assertThat(catalogue.all())
        .filteredOn(requirement -> !requirement.isVerifiable())
        .allSatisfy(requirement -> assertThat(requirement.notVerified()).isNotBlank());
  }
}
