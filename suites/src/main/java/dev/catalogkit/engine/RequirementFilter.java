package dev.catalogkit.engine;

import dev.catalogkit.spec.RequirementCatalogue;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestIdentifier;

/** Keeps only the checks of the areas or requirement IDs the user asked for. */
final class RequirementFilter {

  private final RunOptions options;
  private final RequirementCatalogue catalogue;

  RequirementFilter(RunOptions options, RequirementCatalogue catalogue) {
    this.options = options;
    this.catalogue = catalogue;
  }

  /** A check (a test method, or the template of a parameterised one) of the plan. */
  static boolean isCheck(TestSource source) {
    return source instanceof MethodSource;
  }

  boolean includes(TestIdentifier check) {
    MethodSource source = (MethodSource) check.getSource().orElseThrow();
    return ResultCollector.requirementOf(catalogue, source.getJavaMethod())
        .map(requirement -> options.selects(requirement.id(), requirement.area()))
        .orElse(false);
  }
}
