package dev.catalogkit.engine;

import java.lang.reflect.Method;
import java.util.List;
import org.junit.jupiter.api.DisplayNameGenerator;

/**
 * Names every check after its requirement, from the catalogue ({@code ID [LEVEL] title}), so the
 * text and level in reports cannot drift from the catalogue.
 */
public final class RequirementDisplayNames extends DisplayNameGenerator.Standard {

  @Override
  public String generateDisplayNameForMethod(
      List<Class<?>> enclosingInstanceTypes, Class<?> testClass, Method testMethod) {
    Verifies verifies = testMethod.getAnnotation(Verifies.class);
    if (verifies == null) {
      return testMethod.getName();
    }
    return Catalogues.find(verifies.value())
        .map(requirement -> requirement.displayName())
        .orElse(verifies.value() + " [unknown requirement] " + testMethod.getName());
  }
}
