package dev.catalogkit.engine;

import java.util.Optional;
import org.junit.platform.engine.FilterResult;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.PostDiscoveryFilter;

/** Keeps only the checks of the areas or requirement IDs the user asked for. */
final class RequirementFilter implements PostDiscoveryFilter {

  private final RunOptions options;

  RequirementFilter(RunOptions options) {
    this.options = options;
  }

  @Override
  public FilterResult apply(TestDescriptor descriptor) {
    Optional<MethodSource> source =
        descriptor.getSource().filter(MethodSource.class::isInstance).map(MethodSource.class::cast);
    if (source.isEmpty()) {
      return FilterResult.included("not a check");
    }
    return ResultCollector.requirementOf(source.get().getJavaMethod())
        .filter(requirement -> options.selects(requirement.id(), requirement.area()))
        .map(requirement -> FilterResult.included(requirement.id()))
        .orElse(FilterResult.excluded("not selected by --area or --requirement"));
  }
}
