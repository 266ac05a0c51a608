package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import dev.catalogkit.engine.Catalogues;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.reference.Fault;
import dev.catalogkit.spec.Requirement;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Every requirement has a check or a reason, every check a known requirement, every check a fault.
 */
class CatalogueCoverageTest {

  private static final JavaClasses SUITES =
      new ClassFileImporter().importPackages(KitRunner.SUITES);

  private static Set<String> verifiedIds() {
    return SUITES.stream()
        .flatMap(c -> c.getMethods().stream())
        .filter(m -> m.isAnnotatedWith(Verifies.class))
        .map(CatalogueCoverageTest::idOf)
        .collect(Collectors.toSet());
  }

  private static String idOf(JavaMethod method) {
    return method.getAnnotationOfType(Verifies.class).value();
  }

  private static List<Requirement> requirements() {
    return Catalogues.all().stream().flatMap(c -> c.all().stream()).toList();
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
        .filteredOn(id -> Catalogues.find(id).isEmpty())
        .as("checks naming unknown requirement IDs")
        .isEmpty();
  }

  @Test
  void everyCheckedRequirementHasAReferenceFaultThatBreaksIt() {
    Set<String> faulted =
        Arrays.stream(Fault.values()).map(Fault::breaks).collect(Collectors.toSet());
    assertThat(verifiedIds())
        .filteredOn(id -> !faulted.contains(id))
        .as("requirements without a fault")
        .isEmpty();
  }
}
