package dev.catalogkit.spec;

import static org.assertj.core.api.Assertions.assertThat;

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

  @ParameterizedTest(name = "{0}")
  @CsvSource({"iceberg", "paimon"})
  void everyRequirementTracesToASeedSentenceOrANamedPublicDocument(String profile) {
    assertThat(RequirementCatalogue.load(profile).all())
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

  @ParameterizedTest(name = "{0}")
  @CsvSource({"iceberg", "paimon"})
  void notVerifiedReasonsAreNeverBlank(String profile) {
    assertThat(RequirementCatalogue.load(profile).all())
        .filteredOn(requirement -> !requirement.isVerifiable())
        .allSatisfy(requirement -> assertThat(requirement.notVerified()).isNotBlank());
  }
}
