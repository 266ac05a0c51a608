package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.reference.Fault;
import dev.catalogkit.reference.ReferenceProfile;
import dev.catalogkit.reference.ReferenceProfiles;
import dev.catalogkit.spec.Requirement;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Every requirement has a check or a reason, every check a known requirement, every check a fault.
 */
class CatalogueCoverageTest {

  private static final Profiles PROFILES = Profiles.load();

  private static final JavaClasses CHECKS =
      new ClassFileImporter()
          .importPackages(
              PROFILES.all().stream().map(ProtocolProfile::checksPackage).toArray(String[]::new));

  private static Set<String> verifiedIds() {
    return CHECKS.stream()
        .flatMap(c -> c.getMethods().stream())
        .filter(m -> m.isAnnotatedWith(Verifies.class))
        .map(CatalogueCoverageTest::idOf)
        .collect(Collectors.toSet());
  }

  private static String idOf(JavaMethod method) {
    return method.getAnnotationOfType(Verifies.class).value();
  }

  private static List<Requirement> requirements() {
    return PROFILES.all().stream().flatMap(p -> p.catalogue().all().stream()).toList();
  }

  @Test
  void everyRequirementHasACheckOrAReasonItCannotBeVerified() {
    Set<String> verified = verifiedIds();
    assertThat(requirements())
        .filteredOn(r -> r.isVerifiable() && !verified.contains(r.id()))
        .extracting(Requirement::id)
        .as("requirements with neither a check nor a notVerified reason")
        .isEmpty();
  }

  @Test
  void noRequirementHasBothACheckAndANotVerifiedReason() {
    Set<String> verified = verifiedIds();
    assertThat(requirements())
        .filteredOn(r -> !r.isVerifiable() && verified.contains(r.id()))
        .extracting(Requirement::id)
        .isEmpty();
  }

  @Test
  void everyCheckNamesAKnownRequirement() {
    assertThat(verifiedIds())
        .filteredOn(id -> PROFILES.findRequirement(id).isEmpty())
        .as("checks naming unknown requirement IDs")
        .isEmpty();
  }

  /**
   * For the profiles the kit ships a reference for; the test-only hello profile's reference shows
   * one fault only.
   */
  @Test
  void everyCheckedRequirementHasAReferenceFaultThatBreaksIt() {
    List<ReferenceProfile> shipped =
        List.of(ReferenceProfiles.named("iceberg"), ReferenceProfiles.named("paimon"));
    Set<String> faulted =
        shipped.stream()
            .flatMap(profile -> profile.faults().stream())
            .filter(Fault::violates)
            .map(Fault::breaks)
            .collect(Collectors.toSet());
    Set<String> served =
        shipped.stream()
            .flatMap(profile -> PROFILES.named(profile.id()).catalogue().all().stream())
            .map(Requirement::id)
            .collect(Collectors.toSet());
    assertThat(verifiedIds())
        .filteredOn(served::contains)
        .filteredOn(id -> !faulted.contains(id))
        .as("requirements without a fault")
        .isEmpty();
  }
}
